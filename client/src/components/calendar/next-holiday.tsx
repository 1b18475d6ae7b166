import type { YearDay } from '@shared/school-year.ts';
import { daySpan, isUnderWay } from '@shared/school-year.ts';
import { fillWords, type Words } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';

/** "Christmas, Fri 25 Dec" in the school's words. */
export function holidayLine(day: YearDay, { year, dates }: Pick<Words, 'year' | 'dates'>): string {
  return fillWords(year.holidayLine, { name: day.name, day: daySpan(day, year.range, dates) });
}

/** "Next holiday: Christmas, Fri 25 Dec" ("Holiday now" while one is under way), or that none is left. */
export function NextHoliday({ day, today, className }: { day: YearDay | null; today: string; className?: string }) {
  const allWords = useWords();
  const words = allWords.year;
  if (!day) return <p className={className}>{words.noMoreHolidays}</p>;
  return (
    <p className={className}>
      <strong>{isUnderWay(day, today) ? words.holidayNow : words.nextHoliday}:</strong> {holidayLine(day, allWords)}
      {day.note ? <span className="next-holiday__note"> {day.note}</span> : null}
    </p>
  );
}
