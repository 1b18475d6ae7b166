import type { ReactNode } from 'react';
import { PageLink } from '@/lib/page-context.tsx';
import type { GoneItem } from '@/lib/shared-item.ts';
import { useWords } from '@/lib/site.ts';
import { ShareLinks, type ShareLinksProps } from './share-links.tsx';
import './item-page.css';

export interface ItemPageProps {
  /** What to share; null when the item is gone. */
  share: ShareLinksProps | null;
  /** The list the item belongs to. */
  back: { to: string; label: string };
  /** Which item it is, for the words shown when it is gone. */
  gone: GoneItem;
  /** The item; its title is the banner's heading. */
  children?: ReactNode;
}

/** One news item or event's page: the item, sharing, and a link to the list. */
export function ItemPage({ share, back, gone, children }: ItemPageProps) {
  const goneText = useWords().common.notFound.gone[gone];
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
          <p className="item-page__gone">{goneText}</p>
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
