import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderClient } from './client.ts';
import { attachmentSizes } from './attachment-sizes.ts';
import type { NormalizeContext } from './normalize-values.ts';

function fakeClient(answer: (path: string) => Promise<number | null>) {
  const asked: string[] = [];
  const client = {
    size: (path: string) => {
      asked.push(path);
      return answer(path);
    },
  } as unknown as ProviderClient;
  return { client, asked };
}

const item = (attachment: string | null) => ({ id: attachment ?? 'none', attachment });

describe('attachmentSizes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the size the provider gives, asking once per file', async () => {
    const { client, asked } = fakeClient(async (path) => (path.endsWith('a.pdf') ? 240_000 : null));
    const withSizes = attachmentSizes(client);
    const items = [
      item('/bff/media/public/pdf/a.pdf'),
      item('/bff/media/public/pdf/a.pdf'),
      item('/bff/media/public/pdf/b.pdf'),
      item(null),
    ];
    expect(await withSizes(items)).toEqual([
      { ...items[0], attachmentSize: 240_000 },
      { ...items[1], attachmentSize: 240_000 },
      // The provider gave no size: none is shown.
      items[2],
      items[3],
    ]);
    await withSizes(items);
    expect(asked).toEqual(['public/pdf/a.pdf', 'public/pdf/b.pdf']);
  });

  it('does not hold a list back for a slow provider: the size comes with a later refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let release: (size: number) => void = () => {};
    const { client } = fakeClient(() => new Promise((resolve) => (release = resolve)));
    const withSizes = attachmentSizes(client);
    const items = [item('/bff/media/public/pdf/slow.pdf')];
    const ctx = { timeZone: 'Asia/Kolkata', report: { skipped: [], repaired: [] } } as NormalizeContext;
    let answered = false;
    const list = withSizes(items, ctx).finally(() => (answered = true));
    // The list waits a moment for sizes it does not know, and answers without them within 2 s.
    await vi.advanceTimersByTimeAsync(0);
    expect(answered, 'waits a moment for the size').toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(answered, 'answers within 2 s of the clock').toBe(true);
    expect(await list).toEqual(items);
    expect(ctx.incomplete, 'the list is marked to be asked for again soon').toBe(true);
    vi.useRealTimers();
    release(1_500_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await withSizes(items)).toEqual([{ ...items[0], attachmentSize: 1_500_000 }]);
  });
});
