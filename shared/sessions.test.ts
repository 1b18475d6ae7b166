import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionNamedIn } from './sessions.ts';

describe('sessions named in labels', () => {
  it('reads the session a document label names, in the ways schools write it', () => {
    expect(sessionNamedIn('Fee Structure 2025-2026')).toEqual({ name: '2025-2026', ends: '2026-03-31' });
    expect(sessionNamedIn('Academic Calendar 2025-26')).toEqual({ name: '2025-2026', ends: '2026-03-31' });
    expect(sessionNamedIn('Calendar 2099 \u2013 2100')).toEqual({ name: '2099-2100', ends: '2100-03-31' });
    expect(sessionNamedIn('Calendar 2099-00')).toEqual({ name: '2099-2100', ends: '2100-03-31' });
  });

  it('finds none where the label names no session', () => {
    expect(sessionNamedIn('Time Table of ICSE & ISC')).toBeNull();
    expect(sessionNamedIn('Medical Certificate')).toBeNull();
    expect(sessionNamedIn('Results 2024-2026')).toBeNull();
    expect(sessionNamedIn('Form 12025-2026')).toBeNull();
    expect(sessionNamedIn('Phone 1800-2000')).toBeNull();
  });

  it('has a session end after its 31 March', () => {
    const session = sessionNamedIn('Fee Structure 2025-2026')!;
    expect(sessionEnded(session, '2026-03-31')).toBe(false);
    expect(sessionEnded(session, '2026-04-01')).toBe(true);
    expect(sessionEnded(session, '2025-11-26')).toBe(false);
  });
});
