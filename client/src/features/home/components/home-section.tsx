import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface HomeSectionProps {
  title: ReactNode;
  /** The "see all" link beside the heading. `label` should make sense out of context. */
  more?: { to: string; label: string };
  /** Keep the heading for screen readers and the outline, but not on screen. */
  hideTitle?: boolean;
  className?: string;
  children: ReactNode;
}

/** One block of the home page: a titled region with an optional link to its full page. */
export function HomeSection({ title, more, hideTitle = false, className, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section className={['home-section', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={hideTitle ? 'home-sr-only' : 'home-section__header'}>
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {more && !hideTitle && (
          <Link to={more.to} className="home-section__more">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
