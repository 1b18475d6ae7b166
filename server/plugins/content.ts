import { watch, type FSWatcher } from 'node:fs';
import fp from 'fastify-plugin';
import { CONTENT_PAGE_SLUGS } from '../../shared/content-pages.ts';
import { dayInZone } from '../../shared/dates.ts';
import { ContentError, loadContent, type SiteContent } from '../content/load-content.ts';
import { pastSessionDocuments, placeholderLinks } from '../content/content-warnings.ts';

export interface ContentOptions {
  dir: string;
  watch: boolean;
  /** The school's time zone: a document's session has ended once its 31 March has passed there. */
  timeZone: string;
}

/** The school's content as last read; `current` changes when a watched edit reads cleanly. */
export interface ContentHolder {
  readonly current: SiteContent;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentHolder;
  }
}

/**
 * Reads the content folder before the server starts: a ContentError (naming file, line and
 * field) stops the start. With `watch`, edits are read again; a bad edit is logged and the last
 * good content stays.
 */
export default fp<ContentOptions>(
  async (app, { dir, watch: watching, timeZone }) => {
    /** At start and after each edit: the links an operator still has to give, and last session's documents. */
    const warnPlaceholders = (content: SiteContent) => {
      const links = placeholderLinks(content.school);
      if (links.length > 0)
        app.log.warn(
          { dir, links },
          'school.yaml has links at example addresses; visitors are not shown them until they are set',
        );
      const documents = pastSessionDocuments(content.school, dayInZone(new Date(), timeZone));
      if (documents.length > 0)
        app.log.warn(
          { dir, documents },
          'school.yaml has PDFs of a session that has ended; their pages say which session they cover until new ones are put up',
        );
      // Broken links, pages no menu reaches, sections no menu has (load-content.ts): npm run check-content lists them too.
      if (content.warnings.length > 0)
        app.log.warn(
          { dir, warnings: content.warnings },
          'the content folder has things to mend; npm run check-content lists them',
        );
    };
    let current = await loadContent(dir, CONTENT_PAGE_SLUGS);
    warnPlaceholders(current);
    app.decorate('content', {
      get current() {
        return current;
      },
    });
    app.metrics.content(() => current.version);
    if (!watching) return;

    let timer: NodeJS.Timeout | undefined;
    let watcher: FSWatcher | undefined;
    const reload = async () => {
      try {
        const next = await loadContent(dir, CONTENT_PAGE_SLUGS);
        if (next.version === current.version) return;
        current = next;
        app.metrics.contentReloaded(true);
        app.log.info({ dir, version: next.version }, 'content reloaded');
        warnPlaceholders(next);
      } catch (err) {
        if (!(err instanceof ContentError)) throw err;
        app.metrics.contentReloaded(false);
        app.log.error(`content not reloaded, the last good content stays: ${err.message}`);
      }
    };
    try {
      // An editor saves a file in several steps; read the folder once they have settled.
      watcher = watch(dir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void reload(), 150);
      });
    } catch (err) {
      app.log.warn({ err, dir }, 'cannot watch the content folder; edits need a restart');
    }
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      watcher?.close();
    });
  },
  { name: 'content', dependencies: ['observability'] },
);
