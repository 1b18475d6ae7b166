import { describe, expect, it } from 'vitest';
import { FAILING_AFTER_MS, ProviderState } from './provider-state.ts';

describe('the provider state', () => {
  it('is up until calls fail for a minute, and up again on the next answer', () => {
    let now = 1_000_000;
    const state = new ProviderState(() => now);
    expect(state.health).toBe('up');
    state.record('news', 'ok', 200);
    now += 1000;
    state.record('news', 'timeout');
    now += FAILING_AFTER_MS - 1;
    state.record('events', 'status', 500);
    expect(state.health).toBe('up');
    now += 1;
    expect(state.health).toBe('failing');
    state.record('events', 'ok', 200);
    expect(state.health).toBe('up');
  });

  it('names the routes refusing the token, and which of them never answered (nothing cached stands in)', () => {
    const state = new ProviderState(() => 0);
    state.record('topper', 'ok', 200);
    state.record('topper', 'status', 401);
    state.record('notification', 'status', 403);
    state.record('news', 'status', 500);
    expect(state.health).toBe('token-rejected');
    expect(state.rejectedRoutes()).toEqual(['topper', 'notification']);
    expect(state.rejectedUncovered()).toEqual(['notification']);
    state.record('notification', 'ok', 200);
    state.record('topper', 'status', 502);
    expect([state.rejectedRoutes(), state.health]).toEqual([[], 'up']);
  });
});
