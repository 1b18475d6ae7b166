import { dayInZone, formatDate } from '@shared/dates.ts';
import { sessionEnded, sessionNamedIn } from '@shared/sessions.ts';
import { useSchool } from '@/lib/site.ts';

/**
 * On a document of a session that has ended (its label names it: "Fee Structure 2025-2026" after
 * 31 March 2026), which session it covers and who has the current one: a parent should not pay
 * by last year's fees. Nothing for a current document or one that names no session.
 */
export function SessionNote({ label }: { label: string }) {
  const school = useSchool();
  const session = sessionNamedIn(label);
  // The school's date where the page is made: text pages are rendered again each day.
  if (!session || !sessionEnded(session, dayInZone(new Date()))) return null;
  return (
    <p className="notice notice--important session-note">
      This document covers the {session.name} session, which ended on {formatDate(session.ends)}. For the current one,
      call the office on <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>.
    </p>
  );
}
