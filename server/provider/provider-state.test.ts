import { describe, expect, it } from 'vitest';
import { ProviderState, type ProviderHealth } from './provider-state.ts';

describe('the provider state', () => {
  it('is unknown until a call ends, failing from the first failed call and up from the next answer', () => {
    const changes: Array<[ProviderHealth, ProviderHealth, string]> = [];
    const state = new ProviderState((health, previous, call) => changes.push([health, previous, call.route]));
    expect(state.health).toBe('unknown');
    state.record('news', 'ok', 200);
    expect(state.health).toBe('up');
    state.record('events', 'ok', 200);
    state.record('news', 'timeout');
    expect(state.health).toBe('failing');
    state.record('events', 'status', 500);
    state.record('events', 'ok', 200);
    expect(state.health).toBe('up');
    // One report per change, naming the call that made it.
    expect(changes).toEqual([
      ['up', 'unknown', 'news'],
      ['failing', 'up', 'news'],
      ['up', 'failing', 'events'],
    ]);
  });

  it('counts a 404 as an answer: the provider is up, it only has no such record', () => {
    const state = new ProviderState();
    state.record('subGallery', 'ok', 404);
    expect(state.health).toBe('up');
  });

  it('is failing from the start when the first call fails', () => {
    const changes: ProviderHealth[] = [];
    const state = new ProviderState((health) => changes.push(health));
    state.record('highlight', 'network');
    expect([state.health, changes]).toEqual(['failing', ['failing']]);
  });

  it('names the routes refusing the token, and which of them never answered (nothing cached stands in)', () => {
    const state = new ProviderState();
    state.record('topper', 'ok', 200);
    state.record('topper', 'status', 401);
    state.record('notification', 'status', 403);
    state.record('news', 'status', 500);
    expect(state.health).toBe('token-rejected');
    expect(state.rejectedRoutes()).toEqual(['topper', 'notification']);
    expect(state.rejectedUncovered()).toEqual(['notification']);
    state.record('notification', 'ok', 200);
    state.record('topper', 'status', 502);
    expect([state.rejectedRoutes(), state.health]).toEqual([[], 'failing']);
    state.record('topper', 'ok', 200);
    expect(state.health).toBe('up');
  });
});
