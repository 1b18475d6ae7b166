import { fillWords } from '@shared/words.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { formatDate } from '@shared/dates.ts';
import type { GalleryItem } from '@shared/types.ts';
import { subGalleryPath } from '@/config/paths.ts';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { countLabel } from '@/components/filters/dated-list.ts';
import { cardGridSizes, DatedListPage } from '@/components/filters/dated-list-page.tsx';
import { GALLERY_PLACEHOLDER_IMAGE, useAllGallery } from '../api/gallery-api.ts';
import './gallery.css';
import { useWords } from '@/lib/site.ts';

/** Cards of the widest layout's first row load eagerly. */
const FIRST_ROW = 4;
const COVER = { width: 400, height: 300 };

export default function GalleryPage() {
  const words = useWords().lists;
  return (
    <DatedListPage
      name="gallery"
      heading={words.gallery.heading}
      filterLabel={words.gallery.filter}
      countText={(total) => fillWords(words.gallery.total, { total })}
      useItems={useAllGallery}
      renderItems={(items) => (
        <ul className="gallery-grid card-grid card-grid--wide">
          {items.length === 0 ? (
            <GalleryPlaceholder />
          ) : (
            items.map((item, i) => <GalleryCard key={item.id} item={item} eager={i < FIRST_ROW} />)
          )}
        </ul>
      )}
    />
  );
}

function GalleryCard({ item, eager }: { item: GalleryItem; eager: boolean }) {
  const { lists, dates } = useWords();
  const photoWords = lists.photo;
  return (
    <li className="gallery-card">
      <FallbackImage
        className="gallery-card__image"
        src={item.image}
        fallbackSrc={GALLERY_PLACEHOLDER_IMAGE}
        {...COVER}
        sizes={cardGridSizes(true)}
        maxWidth={960}
        // The title link names the album; the cover is decorative.
        alt=""
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="gallery-card__body">
        {/* The title link covers the card (CSS): one tab stop. */}
        <h3 className="gallery-card__title">
          <PageLink to={subGalleryPath(item.id)} className="gallery-card__link">
            {item.title}
          </PageLink>
        </h3>
        {item.description ? <p className="gallery-card__text">{item.description}</p> : null}
        <p className="gallery-card__meta">
          {item.date ? <time dateTime={item.date}>{formatDate(item.date, dates)}</time> : null}
          <span>{countLabel(item.photoCount, photoWords)}</span>
        </p>
        <span className="gallery-card__arrow" aria-hidden="true">
          →
        </span>
      </div>
    </li>
  );
}

function GalleryPlaceholder() {
  const { placeholders } = useWords();
  return (
    <li className="gallery-card">
      <img className="gallery-card__image" src={GALLERY_PLACEHOLDER_IMAGE} {...COVER} alt="" decoding="async" />
      <div className="gallery-card__body">
        <h3 className="gallery-card__title">{placeholders.gallery.title}</h3>
      </div>
    </li>
  );
}
