import { useId, type ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';

export interface HomeSectionProps {
  title: ReactNode;
  /** A line under the heading (a session, "today"). */
  note?: string;
  /** The "see all" link; `label` must make sense alone. */
  more?: { to: string; label: string };
  /** Link under the block, so side-by-side blocks keep one-line headings that line up. */
  moreBelow?: boolean;
  /** Heading for screen readers only. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/** A titled home block with an optional link to its full page. */
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
