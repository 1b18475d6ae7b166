// A school session named in a document's label ("Fee Structure 2025-2026"). Sessions run April to
// March: 2025-2026 ends on 31 March 2026.
import type { IsoDate } from './types.ts';

export interface NamedSession {
  /** "2025-2026". */
  name: string;
  /** Its last day: 31 March of its second year. */
  ends: IsoDate;
}

/** 2025-2026, 2025-26 or 2025–2026: two years in a row. */
const SESSION = /\b((?:19|20|21)\d\d)\s*[-\u2013]\s*(\d{4}|\d{2})\b/;

/** The session a label names, or null (none, or years that do not follow). */
export function sessionNamedIn(label: string): NamedSession | null {
  const match = SESSION.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  // Two digits are the year after the first ("2099-00").
  const short = Math.floor(start / 100) * 100 + Number(match[2]);
  const end = match[2]!.length === 4 ? Number(match[2]) : short > start ? short : short + 100;
  if (end !== start + 1) return null;
  return { name: `${start}-${end}`, ends: `${end}-03-31` };
}

/** True once the session's last day has passed. */
export function sessionEnded(session: NamedSession, today: IsoDate): boolean {
  return today > session.ends;
}
