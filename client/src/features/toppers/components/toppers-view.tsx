import { fillWords } from '@shared/words.ts';
import { marksText } from '@/lib/marks.ts';
import { currentYear } from '@shared/dates.ts';
import { buildToppersPage, defaultSession } from '@shared/list-filters.ts';
import type { Topper, TopperClass } from '@shared/types.ts';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { countLabel } from '@/components/filters/dated-list.ts';
import { ResultCount } from '@/components/filters/list-status.tsx';
import { SessionFilters } from '@/components/filters/session-filters.tsx';
import { useSessionFilters } from '@/components/filters/use-list-filters.ts';
import { STUDENT_PLACEHOLDER_IMAGE, useAllToppers } from '../api/toppers-api.ts';
import '@/components/ui/list-page.css';
import './toppers.css';
import { useWords } from '@/lib/site.ts';

/** Cards of the widest layout's first row load eagerly. */
const FIRST_ROW = 4;
const PHOTO = { width: 240, height: 240 };

/** The topper list of one class; `/topperX` and `/topperXII` differ only in the class. */
export function ToppersView({ topperClass }: { topperClass: TopperClass }) {
  const all = useAllToppers();
  const filters = useSessionFilters();
  const fallbackSession = defaultSession(currentYear());
  const page = buildToppersPage(
    all.items,
    { class: topperClass, session: filters.session, q: filters.search },
    currentYear(),
  );
  const words = useWords().lists.toppers;
  const heading = fillWords(
    page.session === null ? words.heading : page.session === 'all' ? words.headingAll : words.headingSession,
    { class: topperClass, session: page.session ?? '' },
  );

  return (
    <div className="toppers-page">
      <SessionFilters
        page={page}
        filters={filters}
        defaultSession={fallbackSession}
        label={fillWords(words.filter, { class: topperClass })}
      />
      <section aria-labelledby="toppers-results">
        <h2 id="toppers-results" className="list-page__heading">
          {heading}
        </h2>
        <ResultCount>{countLabel(page.items.length, words)}</ResultCount>
        <ul className="topper-grid card-grid">
          {page.items.length === 0 ? (
            <TopperPlaceholder />
          ) : (
            page.items.map((topper, i) => <TopperCard key={topper.id} topper={topper} eager={i < FIRST_ROW} />)
          )}
        </ul>
      </section>
    </div>
  );
}

function TopperCard({ topper, eager }: { topper: Topper; eager: boolean }) {
  const words = useWords().lists.toppers;
  return (
    <li className="topper-card">
      <FallbackImage
        className="topper-card__photo"
        src={topper.photo}
        fallbackSrc={STUDENT_PLACEHOLDER_IMAGE}
        {...PHOTO}
        // topper-card__photo is 9rem wide on every screen.
        sizes="9rem"
        maxWidth={640}
        // The name below identifies the student; the photo is decorative.
        alt=""
        loading={eager ? 'eager' : 'lazy'}
      />
      <h3 className="topper-card__name">{topper.name}</h3>
      {topper.stream ? <p className="topper-card__stream">{topper.stream}</p> : null}
      <p className="topper-card__marks">
        {fillWords(words.marks, { marks: topper.marks === null ? '—' : marksText(topper.marks, words.total) })}
      </p>
    </li>
  );
}

function TopperPlaceholder() {
  const { placeholders } = useWords();
  return (
    <li className="topper-card">
      <img className="topper-card__photo" src={STUDENT_PLACEHOLDER_IMAGE} {...PHOTO} alt="" decoding="async" />
      <h3 className="topper-card__name">{placeholders.topper.name}</h3>
      <p className="topper-card__stream">{placeholders.topper.stream}</p>
      <p className="topper-card__marks">{placeholders.topper.marks}</p>
    </li>
  );
}
