import type { ReactNode } from 'react';
import { timingsOn } from '@shared/school-parts.ts';
import { isUnderWay } from '@shared/school-year.ts';
import type { HomeData } from '@shared/types.ts';
import { holidayLine } from '@/components/calendar/next-holiday.tsx';
import { paths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useHasPage, useSchool, useWords } from '@/lib/site.ts';

interface Errand {
  to: string;
  label: string;
  /** A line of the answer itself (the holiday's day, today's hours), so the tap is often not needed. */
  detail?: string;
  className?: string;
}

/**
 * What parents come for, each one tap from the top of Home: fees, admissions, the next holiday, today's
 * school hours, the TC and the office. An errand whose page the school does not have is left out.
 */
export function HomeErrands({ holiday }: { holiday: Pick<HomeData, 'nextHoliday' | 'today'> }) {
  const school = useSchool();
  const hasPage = useHasPage();
  const allWords = useWords();
  const { errands: words } = allWords.home;
  const year = allWords.year;
  const errands: Errand[] = [];
  const add = (errand: Errand) => hasPage(errand.to) && errands.push(errand);

  add({ to: paths.feeStructure, label: words.fees });
  add({ to: paths.registration, label: words.admissions });
  const next = holiday.nextHoliday;
  if (hasPage(paths.schoolYear))
    add({
      to: paths.schoolYear,
      label: next && isUnderWay(next, holiday.today) ? year.holidayNow : year.nextHoliday,
      detail: next ? holidayLine(next, allWords) : year.noMoreHolidays,
      className: 'home-intro__next',
    });
  else add({ to: paths.calender, label: allWords.home.quickLinks.calendar });
  const hours = timingsOn(school.timings, holiday.today);
  add({
    to: paths.contact,
    label: words.timings,
    detail: hours.length === 1 ? hours[0]!.hours : hours.map((row) => `${row.label}: ${row.hours}`).join('; '),
  });
  add({ to: paths.tc, label: words.tc });
  add({ to: paths.contact, label: words.contact });

  return (
    <nav className="home-errands" aria-label={words.title}>
      <ul className="home-errands__list">
        {errands.map((errand) => (
          <li
            key={errand.label}
            className={
              [errand.detail ? 'home-errands__wide' : '', errand.className ?? ''].join(' ').trim() || undefined
            }
          >
            <PageLink to={errand.to} className="home-errands__link">
              <ErrandText label={errand.label} detail={errand.detail} />
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ErrandText({ label, detail }: { label: string; detail?: string }): ReactNode {
  if (!detail) return <strong className="home-errands__label">{label}</strong>;
  return (
    <>
      <strong className="home-errands__label">{label}:</strong> <span className="home-errands__detail">{detail}</span>
    </>
  );
}
