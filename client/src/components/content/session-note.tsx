import { dayInZone, formatDate } from '@shared/dates.ts';
import { sessionEnded, sessionNamedIn } from '@shared/sessions.ts';
import { useSchool } from '@/lib/site.ts';

/** On a document of an ended session (named in its label), says so and who has the current one. */
export function SessionNote({ label }: { label: string }) {
  const school = useSchool();
  const session = sessionNamedIn(label);
  // The school's date at render (text pages re-render daily).
  if (!session || !sessionEnded(session, dayInZone(new Date()))) return null;
  return (
    <p className="notice notice--important session-note">
      This document covers the {session.name} session, which ended on {formatDate(session.ends)}. For the current one,
      call the office on <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>.
    </p>
  );
}
