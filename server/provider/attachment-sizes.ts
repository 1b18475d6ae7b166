import { LRUCache } from 'lru-cache';
import type { ProviderClient } from './client.ts';
import type { NormalizeContext } from './normalize-values.ts';
import { providerPathOf } from '../modules/media/media-path.ts';

// Attachment sizes ("PDF, 240 KB"), which provider lists lack: one HEAD request per file, remembered.

const KNOWN_TTL_MS = 24 * 60 * 60 * 1000;
/** A size the provider did not give is asked again after this long. */
const UNKNOWN_TTL_MS = 10 * 60 * 1000;
/** The longest a list refresh waits for sizes it does not know yet; the rest come next time. */
const WAIT_MS = 500;

/** Adds each item's attachment size; marks `ctx` incomplete when some were not known in time. */
export type AttachmentSizes = <T extends { attachment: string | null }>(
  items: T[],
  ctx?: NormalizeContext,
) => Promise<Array<T & { attachmentSize?: number }>>;

export function attachmentSizes(client: ProviderClient): AttachmentSizes {
  // 0 means "unknown" (lru-cache keeps no empty values).
  const sizes = new LRUCache<string, number>({
    max: 10_000,
    ttl: KNOWN_TTL_MS,
    fetchMethod: async (path, _stale, { options }) => {
      const size = await client.size(path);
      if (size === null) options.ttl = UNKNOWN_TTL_MS;
      return size ?? 0;
    },
  });
  return async (items, ctx) => {
    const paths = [...new Set(items.flatMap((item) => (item.attachment ? [providerPathOf(item.attachment)] : [])))];
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      Promise.allSettled(paths.map((path) => sizes.fetch(path))).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), WAIT_MS))),
    ]);
    clearTimeout(timer);
    if (!done && ctx) ctx.incomplete = true;
    return items.map((item) => {
      const size = item.attachment ? sizes.get(providerPathOf(item.attachment)) : undefined;
      return size ? { ...item, attachmentSize: size } : item;
    });
  };
}
