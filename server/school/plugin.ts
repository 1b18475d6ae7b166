import fp from 'fastify-plugin';
import { openSchool, type School, type SchoolSettings } from './school.ts';

/** The schools this process serves. */
export interface Schools {
  readonly all: readonly School[];
}

declare module 'fastify' {
  interface FastifyInstance {
    schools: Schools;
  }
  interface FastifyRequest {
    /** The school this request is for: routes read its content, provider and caches. */
    readonly school: School;
  }
}

export interface SchoolsOptions {
  settings: SchoolSettings;
  now: () => Date;
}

/** Opens the school before anything listens (a content problem stops the start); gives each request its school. */
export default fp<SchoolsOptions>(
  async (app, { settings, now }) => {
    const school = await openSchool(settings, {
      config: app.config,
      log: app.log,
      metrics: app.metrics,
      busy: app.busy,
      now,
      albumPath: app.site.albumPath,
    });
    app.decorate('schools', { all: [school] });
    app.decorateRequest('school', {
      getter: () => school,
    });
    app.addHook('onClose', () => school.close());
  },
  { name: 'schools', dependencies: ['observability'] },
);
