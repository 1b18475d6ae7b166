import { useSchool, useWords } from '@/lib/site.ts';

/** The open posts from the content folder (school.yaml `careers`); none open is said, not hidden. */
export function Vacancies({ headingId }: { headingId: string }) {
  const careers = useSchool().careers;
  const { openPosts } = useWords().forms.career;
  if (!careers) return null;
  return (
    <section className="vacancies" aria-labelledby={headingId}>
      <h2 id={headingId} className="career-page__heading">
        {openPosts}
      </h2>
      {careers.vacancies.length === 0 ? (
        <p>{careers.none}</p>
      ) : (
        <ul className="vacancies__list">
          {careers.vacancies.map((vacancy) => (
            <li key={vacancy.post}>
              <strong>{vacancy.post}</strong>
              {vacancy.details ? <span className="vacancies__details">{vacancy.details}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {careers.cv ? <p className="vacancies__cv">{careers.cv}</p> : null}
    </section>
  );
}
