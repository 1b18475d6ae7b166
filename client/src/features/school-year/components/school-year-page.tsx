import { formatDate } from '@shared/dates.ts';
import { daysByMonth, daySpan, monthTitle, type YearDay } from '@shared/school-year.ts';
import { fillWords } from '@shared/words.ts';
import { paths } from '@/config/paths.ts';
import { CalendarLinks } from '@/components/calendar/calendar-links.tsx';
import { PageLink } from '@/lib/page-context.tsx';
import { useHasPage, useWords } from '@/lib/site.ts';
import { useSchoolYear } from '../api/school-year-api.ts';
import { NextHoliday } from '@/components/calendar/next-holiday.tsx';
import './school-year-page.css';

/** The school year by month: what is next first, every month listed, past days dimmed. */
export default function SchoolYearPage() {
  const { year, today, ended, next } = useSchoolYear();
  const { year: words, dates } = useWords();
  const hasPage = useHasPage();
  const months = daysByMonth(year);
  const thisMonth = today.slice(0, 7);
  return (
    <div className="school-year">
      <p className="school-year__intro">{fillWords(words.intro, { session: year.session })}</p>
      {ended ? (
        <p className="school-year__ended">
          {fillWords(words.ended, { session: year.session, ends: formatDate(year.ends, dates) })}
        </p>
      ) : (
        <NextHoliday day={next} today={today} className="school-year__next" />
      )}
      <CalendarLinks />
      {hasPage(paths.calender) ? (
        <p>
          <PageLink to={paths.calender}>{words.printed}</PageLink>
        </p>
      ) : null}
      <nav className="school-year__jump" aria-label={words.jump}>
        <ul>
          {months.map(({ month }) => (
            <li key={month}>
              <a href={`#month-${month}`} aria-current={month === thisMonth ? 'date' : undefined}>
                {monthTitle(month, dates)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {months.map(({ month, days }) => (
        <section
          key={month}
          className={`school-year__month${month < thisMonth && days.every((day) => day.to < today) ? ' school-year__month--past' : ''}`}
          aria-labelledby={`month-${month}`}
        >
          <h2 id={`month-${month}`}>{monthTitle(month, dates)}</h2>
          {days.length === 0 ? (
            <p className="school-year__empty">{words.emptyMonth}</p>
          ) : (
            <ul className="school-year__days">
              {days.map((day) => (
                <YearDayItem key={`${day.kind}-${day.from}-${day.name}`} day={day} past={day.to < today} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

function YearDayItem({ day, past }: { day: YearDay; past: boolean }) {
  const { year: words, dates } = useWords();
  return (
    <li className={`school-year__day school-year__day--${day.kind}${past ? ' school-year__day--past' : ''}`}>
      <time className="school-year__when" dateTime={day.from}>
        {daySpan(day, words.range, dates)}
      </time>
      <span className="school-year__what">
        <span className="school-year__name">{day.name}</span>{' '}
        <span className="school-year__kind">{words.kinds[day.kind]}</span>
        {day.note ? <span className="school-year__note">{day.note}</span> : null}
      </span>
    </li>
  );
}
