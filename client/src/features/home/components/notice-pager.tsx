import { useState } from 'react';
import './notifications-dialog.css';
import type { NotificationItem } from '@shared/types.ts';
import { fillWords } from '@shared/words.ts';
import { useWords } from '@/lib/site.ts';
import { NoticeBody } from './notice-links.tsx';

/** The notices one at a time, with Previous and Next. */
export function NoticePager({ items }: { items: readonly NotificationItem[] }) {
  const words = useWords().home.notices;
  const [index, setIndex] = useState(0);
  const count = items.length;
  const current = items[Math.min(index, count - 1)];
  if (!current) return null;
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <>
      <article className="notice-dialog__item" aria-roledescription={words.role}>
        <h3 className="notice-dialog__item-title">{current.title}</h3>
        <NoticeBody notice={current} block="notice-dialog" />
      </article>
      {count > 1 && (
        <div className="notice-dialog__pager">
          <button type="button" className="notice-dialog__page" onClick={() => go(-1)}>
            {words.previous}
          </button>
          <p className="notice-dialog__position" aria-live="polite">
            {fillWords(words.position, { n: Math.min(index, count - 1) + 1, count })}
          </p>
          <button type="button" className="notice-dialog__page" onClick={() => go(1)}>
            {words.next}
          </button>
        </div>
      )}
    </>
  );
}
