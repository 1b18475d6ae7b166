import { dayInZone, formatDate } from '@shared/dates.ts';
import { sessionEnded, sessionNamedIn } from '@shared/sessions.ts';
import { fillWords } from '@shared/words.ts';
import { useSchool, useWords } from '@/lib/site.ts';

/** On a document of an ended session (named in its label), says so and who has the current one. */
export function SessionNote({ label }: { label: string }) {
  const school = useSchool();
  const { common, dates } = useWords();
  const text = common.sessionEnded;
  const session = sessionNamedIn(label);
  // The school's date at render (text pages re-render daily).
  if (!session || !sessionEnded(session, dayInZone(new Date()))) return null;
  const [before, after = ''] = fillWords(text, { session: session.name, ends: formatDate(session.ends, dates) }).split(
    '{phone}',
  );
  return (
    <p className="notice notice--important session-note">
      {before}
      <a href={`tel:${school.phone.tel}`}>{school.phone.display}</a>
      {after}
    </p>
  );
}
