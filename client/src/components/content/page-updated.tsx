import { formatDate } from '@shared/dates.ts';
import { useWords } from '@/lib/site.ts';

/** "Updated 23 Nov 2026" under a content page: how current the text is (front matter `updated:`). */
export function PageUpdated({ day }: { day: string }) {
  const { common, dates } = useWords();
  const [before, after = ''] = common.updated.split('{date}');
  return (
    <p className="page-updated">
      {before}
      <time dateTime={day}>{formatDate(day, dates)}</time>
      {after}
    </p>
  );
}
