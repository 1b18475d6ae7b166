import type { FastifyBaseLogger } from 'fastify';
import { ApiRequestError, type BffApi, type ListItems, type ListName } from '../../../shared/bff-api.ts';
import type { ListQuery } from '../../../shared/list-filters.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { ListPage } from '../../../shared/types.ts';
import type { Answer } from '../../cache/cached-body.ts';
import { siteData, type SiteContent } from '../../content/load-content.ts';
import { BusyError } from '../../load/busy.ts';
import { UpstreamError } from '../../provider/upstream-error.ts';
import type { Services } from '../services.ts';

/**
 * The loaders' view of the services: each value, noting its key and version (they sign the document);
 * failures arrive as the visitor-safe error the /bff route would answer.
 */
/** What one render noted: the answers it used (its signature), and why its data failed. */
export interface RenderNotes {
  used: string[];
  failures: string[];
}

export function renderApi(
  services: Services,
  content: SiteContent,
  { used, failures }: RenderNotes,
  log: FastifyBaseLogger,
): BffApi {
  const use = <T>(answer: Answer<T>): T => {
    used.push(`${answer.key}@${answer.version}`);
    return answer.build();
  };
  const safely = async <T>(load: () => Promise<T>): Promise<T> => {
    try {
      return await load();
    } catch (err) {
      if (err instanceof BusyError) throw err;
      // Provider failures are logged where they happen; anything else is ours.
      if (err instanceof UpstreamError)
        failures.push(`provider ${err.route}: ${err.kind}${err.status ? ` ${err.status}` : ''}`);
      else {
        log.error({ err }, "loading a page's data failed");
        failures.push(`loading the page's data failed: ${(err as Error).message}`);
      }
      throw new ApiRequestError(502, MESSAGES.providerUnavailable, true);
    }
  };
  return {
    home: () => safely(async () => use(await services.home())),
    admissions: () => safely(async () => use(await services.admissions())),
    // Services type list items as Dated; the name says which.
    list: <N extends ListName>(name: N, query: ListQuery) =>
      safely(async () => use(await services.list(name, query)) as ListPage<ListItems[N]>),
    toppers: (query) => safely(async () => use(await services.toppers(query))),
    album: (id) =>
      safely(async () => {
        const answer = await services.album(id);
        if (answer) return use(answer);
        used.push(`album:${id}@none`);
        return null;
      }),
    // The content version is part of every page's signature already.
    site: async () => siteData(content),
    page: async (slug) => content.pages.get(slug) ?? null,
    search: (q) => safely(async () => use(await services.search(q))),
    schoolYear: async () => {
      const answer = services.schoolYear();
      return answer ? use(answer) : null;
    },
  };
}
