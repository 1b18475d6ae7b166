import { watch, type FSWatcher } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { dayInZone } from '../../shared/dates.ts';
import type { SchoolMetrics } from '../observability/metrics.ts';
import { pastSessionDocuments, placeholderLinks } from './content-warnings.ts';
import { ContentError, loadContent, type SiteContent } from './load-content.ts';

export interface ContentOptions {
  dir: string;
  /** Read the folder again after each edit. */
  watch: boolean;
  /** The school's time zone, in which a session ends after 31 March. */
  timeZone: string;
  /** Called with each new content read cleanly after the first. */
  onReload?: (content: SiteContent) => void;
}

/** A school's content as last read; `current` changes when a watched edit reads cleanly. */
export interface ContentHolder {
  readonly current: SiteContent;
  close(): void;
}

/** Logs what the operator must mend: placeholder links, past sessions' PDFs, lint warnings. */
function warnAbout(content: SiteContent, { dir, timeZone }: ContentOptions, log: FastifyBaseLogger): void {
  const links = placeholderLinks(content.school);
  if (links.length > 0)
    log.warn(
      { dir, links },
      'school.yaml has links at example addresses; visitors are not shown them until they are set',
    );
  const documents = pastSessionDocuments(content.school, dayInZone(new Date(), timeZone));
  if (documents.length > 0)
    log.warn(
      { dir, documents },
      'school.yaml has PDFs of a session that has ended; their pages say which session they cover until new ones are put up',
    );
  if (content.warnings.length > 0)
    log.warn(
      { dir, warnings: content.warnings },
      'the content folder has things to mend; npm run check-content lists them',
    );
}

/** Reads the content folder (a ContentError stops the start); watched edits that fail keep the last good content. */
export async function openContent(
  opts: ContentOptions,
  log: FastifyBaseLogger,
  metrics: Pick<SchoolMetrics, 'content' | 'contentReloaded'>,
): Promise<ContentHolder> {
  const { dir } = opts;
  let current = await loadContent(dir);
  warnAbout(current, opts, log);
  metrics.content(() => current.version);
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;

  const reload = async () => {
    try {
      const next = await loadContent(dir);
      if (next.version === current.version) return;
      current = next;
      metrics.contentReloaded(true);
      log.info({ dir, version: next.version }, 'content reloaded');
      warnAbout(next, opts, log);
      opts.onReload?.(next);
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      metrics.contentReloaded(false);
      log.error(
        { dir, problems: err.problems },
        `content not reloaded, the last good content stays: ${err.problems.length} to mend (npm run check-content lists them)`,
      );
    }
  };
  if (opts.watch) {
    try {
      // Editors save in several steps: read once they settle.
      watcher = watch(dir, { recursive: true }, () => {
        clearTimeout(timer);
        timer = setTimeout(() => void reload(), 150);
      });
    } catch (err) {
      log.warn({ err, dir }, 'cannot watch the content folder; edits need a restart');
    }
  }
  return {
    get current() {
      return current;
    },
    close() {
      clearTimeout(timer);
      watcher?.close();
    },
  };
}
