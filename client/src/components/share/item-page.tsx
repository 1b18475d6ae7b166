import type { ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';
import { ShareLinks, type ShareLinksProps } from './share-links.tsx';
import './item-page.css';

export interface ItemPageProps {
  /** The item's title and page, to share; null when the list no longer holds the item. */
  share: ShareLinksProps | null;
  /** The list the item belongs to. */
  back: { to: string; label: string };
  /** Said when the item is gone (a link kept from before it left the provider's list). */
  gone: string;
  /** The item itself; its title is the page's heading (the layout's banner). */
  children?: ReactNode;
}

/**
 * The page of one news item or event (`/news?id=`, `/events?id=`): the item, the ways to share
 * it, and the way to its whole list.
 */
export function ItemPage({ share, back, gone, children }: ItemPageProps) {
  return (
    <div className="item-page">
      {share ? (
        <>
          {children}
          <ShareLinks key={share.path} {...share} />
        </>
      ) : (
        <>
          <meta name="robots" content="noindex" />
          <p className="item-page__gone">{gone}</p>
        </>
      )}
      <p className="item-page__back">
        <PageLink to={back.to}>
          <span aria-hidden="true">← </span>
          {back.label}
        </PageLink>
      </p>
    </div>
  );
}
