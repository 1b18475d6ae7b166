import type { ReactNode } from 'react';

export interface NoticeProps {
  tone: 'info' | 'important';
  title: string;
  children: ReactNode;
}

/** A highlighted box for a rule with consequences or a helpful hint; the title says which. */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role="note">
      <p className="notice__title">
        <span className="notice__icon" aria-hidden="true">
          {tone === 'important' ? '!' : 'i'}
        </span>
        {title}
      </p>
      <div className="notice__body">{children}</div>
    </div>
  );
}
