import { LRUCache } from 'lru-cache';
import type { ProviderClient } from './client.ts';

/**
 * Asks the provider for a small public list (the answer is dropped), so its state is known while
 * cached copies spare it every other call; the outcome reaches ProviderState through the client.
 * At most one call per `intervalMs` (PROVIDER_PROBE_SECONDS), shared by everyone who asks meanwhile.
 */
export function providerProbe(client: ProviderClient, intervalMs: number): () => Promise<void> {
  const probes = new LRUCache<'probe', true>({
    max: 1,
    // lru-cache takes a TTL of 0 as "no TTL": 0 s then means "every time".
    ttl: Math.max(1, intervalMs),
    fetchMethod: async () => {
      await client.json('highlight', client.paths.highlight).catch(() => undefined);
      return true as const;
    },
  });
  return async () => {
    await probes.fetch('probe');
  };
}
