import { formatDate } from '@shared/dates.ts';

/** "Updated 23 Nov 2026" under a content page: how current the text is (front matter `updated:`). */
export function PageUpdated({ day }: { day: string }) {
  return (
    <p className="page-updated">
      Updated <time dateTime={day}>{formatDate(day)}</time>
    </p>
  );
}
