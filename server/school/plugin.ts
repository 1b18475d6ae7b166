import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { ContentError } from '../content/content-yaml.ts';
import { openSchool, type School, type SchoolSettings } from './school.ts';

/** The schools this process serves. */
export interface Schools {
  readonly all: readonly School[];
  /** The host a school answers at (its first), or undefined when the one school answers any host. */
  hostOf(school: School): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    schools: Schools;
  }
  interface FastifyRequest {
    /** The school this request is for: routes read its content, provider and caches. */
    readonly school: School;
    /** The school its Host names, set as it arrives (read `school`). */
    hostSchool: School | null;
  }
}

/** A school to open, and the hosts it answers (the first its address, the rest aliases); null: any host. */
export interface SchoolSite {
  hosts: readonly string[] | null;
  settings: SchoolSettings;
}

export interface SchoolsOptions {
  sites: readonly SchoolSite[];
  now: () => Date;
}

/** Paths answered whatever the Host: the process's liveness and its metrics. */
const ANY_HOST = new Set(['/healthz', '/metrics']);

/** A page that names no school: for a Host no school has, or a school that cannot be shown. */
const neutralPage = (title: string, text: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
const NOT_HERE = neutralPage(
  'Site not found',
  'No school website is served at this address. Check the address you typed.',
);
/** The answer for a school whose content could not be read at start: the others serve meanwhile. */
const NOT_YET = neutralPage(
  'Site unavailable',
  'This school website cannot be shown just now. Please try again in a few minutes.',
);
const RETRY_AFTER_SECONDS = 300;

/** A request's host as the schools file writes it: lower case, without port or trailing dot. */
export const hostOf = (request: FastifyRequest) => {
  const host = request.hostname.toLowerCase();
  return host.endsWith('.') ? host.slice(0, -1) : host;
};

/** Opens every school before anything listens (a content problem stops the start); gives each request its school. */
export default fp<SchoolsOptions>(
  async (app, { sites, now }) => {
    const all: School[] = [];
    const byHost = new Map<string, { school: School | null; alias: boolean }>();
    const first = new Map<School, string | undefined>();
    app.addHook('onClose', () => Promise.all(all.map((school) => school.close())).then(() => undefined));
    for (const site of sites) {
      const school = await openSchool(site.settings, {
        config: app.config,
        log: app.log,
        metrics: app.metrics,
        busy: app.busy,
        now,
        albumPath: app.site.albumPath,
        share: 1 / sites.length,
      }).catch((error: unknown) => {
        // One school's unreadable folder stops the start only when it is the only one.
        if (!(error instanceof ContentError) || !site.hosts) throw error;
        app.log.error(
          { school: site.settings.code, problems: error.problems },
          `school ${site.settings.code} not served: its content folder has problems; the other schools start`,
        );
        return null;
      });
      if (school) {
        all.push(school);
        first.set(school, site.hosts?.[0]);
      }
      site.hosts?.forEach((host, index) => byHost.set(host, { school, alias: index > 0 }));
    }
    app.decorate('schools', { all, hostOf: (school: School) => first.get(school) });
    // One school on any host, as without a schools file; else each request's school by its Host.
    const only = sites.length === 1 && sites[0]!.hosts === null ? all[0]! : undefined;
    // A slot every request has from the start (a WeakMap cost the garbage collector per request).
    app.decorateRequest('hostSchool', null);
    app.decorateRequest('school', {
      getter(this: FastifyRequest) {
        const school = only ?? this.hostSchool;
        if (!school) throw new Error(`no school for host ${hostOf(this)}`);
        return school;
      },
    });
    if (only) return;
    // A callback hook: no promise and microtask on every request.
    app.addHook('onRequest', (request, reply, done) => {
      const found = byHost.get(hostOf(request));
      if (found?.school === null) {
        request.routeLabel = 'school not served';
        reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NOT_YET);
        return;
      }
      if (found && !found.alias) {
        request.hostSchool = found.school;
        // The request's lines name its school: added to its own logger (a second child cost 16% of the rate).
        (request.log as Partial<Pick<Logger, 'setBindings'>>).setBindings?.({ school: found.school.code });
        return done();
      }
      if (found) {
        reply.redirect(`${found.school.publicUrl}${request.url}`, 301);
        return;
      }
      if (ANY_HOST.has(request.url.split('?')[0]!)) return done();
      request.routeLabel = 'unknown host';
      reply.code(421).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_HERE);
    });
  },
  { name: 'schools', dependencies: ['observability'] },
);
