import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ProviderClient } from './client.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.ts';
import { UpstreamError } from './upstream-error.ts';

describe('nestsDeeperThan', () => {
  it('measures arrays and objects together, up to the bound and one past it', () => {
    expect(nestsDeeperThan('[{"a":[1]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[{"a":[[1]]}]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{}}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true);
    expect(nestsDeeperThan('[][][][]', 1)).toBe(false);
  });

  it('counts no bracket inside a string, escaped quotes included', () => {
    expect(nestsDeeperThan(`["${'['.repeat(100)}"]`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\"${'{'.repeat(100)}"]`, 1)).toBe(false);
    expect(nestsDeeperThan(`["\\\\",[[1]]]`, 2)).toBe(true);
  });

  it('finds 900,000 levels, which JSON.parse would take seconds over, and passes a list of 20,000 records', () => {
    expect(nestsDeeperThan('['.repeat(900_000) + ']'.repeat(900_000))).toBe(true);
    expect(nestsDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBe(false);
    const list = JSON.stringify({ data: Array.from({ length: 20_000 }, (_, i) => ({ _id: 'x', tags: [[i]] })) });
    expect(nestsDeeperThan(list)).toBe(false);
  });
});

describe('a provider list nested past the bound', () => {
  it('is refused as malformed before it is parsed', async () => {
    const deep = '{"data":' + '['.repeat(500_000) + ']'.repeat(500_000) + '}';
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(deep));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const failures: string[] = [];
    const client = new ProviderClient({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      token: 't',
      schoolCode: 'S',
      schoolId: 'S',
      timeoutMs: 30_000,
      onCall: (_route, _ms, outcome) => failures.push(outcome),
    });
    try {
      const error = await client.json('news', '/api/news/S').catch((err: unknown) => err);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).kind).toBe('malformed');
      expect(failures).toEqual(['malformed']);
    } finally {
      server.close();
      await client.close();
    }
  });
});
