import type { YearDay } from '@shared/school-year.ts';
import { daySpan, isUnderWay } from '@shared/school-year.ts';
import { fillWords, type Words } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';

/** "Christmas, Fri 25 Dec" in the school's words. */
export function holidayLine(day: YearDay, words: Words['year']): string {
  return fillWords(words.holidayLine, { name: day.name, day: daySpan(day, words.range) });
}

/** "Next holiday: Christmas, Fri 25 Dec" ("Holiday now" while one is under way), or that none is left. */
export function NextHoliday({ day, today, className }: { day: YearDay | null; today: string; className?: string }) {
  const words = useWords().year;
  if (!day) return <p className={className}>{words.noMoreHolidays}</p>;
  return (
    <p className={className}>
      <strong>{isUnderWay(day, today) ? words.holidayNow : words.nextHoliday}:</strong> {holidayLine(day, words)}
      {day.note ? <span className="next-holiday__note"> {day.note}</span> : null}
    </p>
  );
}
