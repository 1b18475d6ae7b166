import { useId, type ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';

export interface HomeSectionProps {
  title: ReactNode;
  /** One line under the heading that says what the block holds (a session, "today"). */
  note?: string;
  /** The "see all" link. `label` should make sense out of context. */
  more?: { to: string; label: string };
  /**
   * Put the link under the block instead of beside the heading: blocks side by side in a row
   * keep headings of one line, so they line up.
   */
  moreBelow?: boolean;
  /** Keep the heading for screen readers and the outline, but not on screen. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/** One block of the home page: a titled region with an optional link to its full page. */
export function HomeSection({
  title,
  note,
  more,
  moreBelow = false,
  hideTitle = false,
  className,
  children,
}: HomeSectionProps) {
  const headingId = useId();
  const link = more && !hideTitle && (
    <PageLink to={more.to} className="home-section__more">
      {more.label}
    </PageLink>
  );
  return (
    <section className={['home-section', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={hideTitle ? 'home-sr-only' : 'home-section__header'}>
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {!moreBelow && link}
        {note && <p className="home-section__note">{note}</p>}
      </div>
      {children}
      {moreBelow && link && <p className="home-section__footer">{link}</p>}
    </section>
  );
}
