import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from '@shared/dates.ts';
import { mediaSrcSet, sizedMediaUrl } from '@shared/media.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { paths } from '@/config/paths.ts';
import { ApiRequestError } from '@/lib/api.ts';
import { LoadError } from '@/components/filters/list-status.tsx';
import { useAlbum } from '../api/gallery-api.ts';

import './sub-gallery.css';

const PhotoLightbox = lazy(() => import('./photo-lightbox.tsx'));

/** Thumbnails in the first row of the widest layout load at once; the rest when scrolled to. */
const FIRST_ROW = 4;
const THUMB = { width: 300, height: 225 };

export default function SubGalleryPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  // A new key remounts the album, which loads again (failed answers are not remembered).
  const [attempt, setAttempt] = useState(0);
  return <AlbumView key={`${id}:${attempt}`} id={id} onRetry={() => setAttempt((n) => n + 1)} />;
}

function AlbumView({ id, onRetry }: { id: string | null; onRetry: () => void }) {
  const state = useAlbum(id);
  const notFound =
    id === null ||
    (state.status === 'error' &&
      state.error instanceof ApiRequestError &&
      (state.error.status === 404 || state.error.status === 400));

  return (
    <div className="sub-gallery">
      <Link to={paths.gallery} className="sub-gallery__back">
        <span aria-hidden="true">←</span> Back to gallery
      </Link>
      {notFound ? (
        <div className="sub-gallery__missing">
          <h2>Album not found</h2>
          <p>This album does not exist or is no longer available. Please choose an album from the gallery.</p>
        </div>
      ) : state.status === 'error' ? (
        <LoadError what="this album" error={state.error} onRetry={onRetry} />
      ) : state.status === 'loading' ? (
        <AlbumSkeleton />
      ) : (
        <Album album={state.data} />
      )}
    </div>
  );
}

function Album({ album }: { album: GalleryAlbum }) {
  const [opened, setOpened] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = album.photos.length;
  const altOf = (i: number) => `Photo ${i + 1} of ${count}: ${album.title}`;
  // The grid shows small copies; the full-size upload is fetched only when a photo is opened.
  const slides = album.photos.map((url, i) => ({ src: url, alt: altOf(i) }));

  const close = () => {
    const opener = opened;
    setOpened(null);
    // The lightbox restores focus itself only when the thumbnail had focus (not after a click
    // in Safari, which does not focus buttons), so hand it back explicitly.
    if (opener !== null) thumbs.current[opener]?.focus();
  };

  return (
    <article className="sub-gallery__album">
      <h2 className="sub-gallery__title">{album.title}</h2>
      <dl className="sub-gallery__facts">
        {album.date ? (
          <div>
            <dt>Event date</dt>
            <dd>
              <time dateTime={album.date}>{formatDate(album.date)}</time>
            </dd>
          </div>
        ) : null}
        {album.updatedAt ? (
          <div>
            <dt>Updated on</dt>
            <dd>
              <time dateTime={album.updatedAt}>{formatDate(album.updatedAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Total photos</dt>
          <dd>{album.total}</dd>
        </div>
      </dl>
      {album.description ? <p className="sub-gallery__text">{album.description}</p> : null}
      {count === 0 ? (
        <p className="sub-gallery__empty">No photos in this album yet.</p>
      ) : (
        <ul className="photo-grid">
          {album.photos.map((url, i) => (
            <li key={`${i}:${url}`}>
              <button
                type="button"
                className="photo-grid__button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                onClick={() => setOpened(i)}
              >
                <img
                  src={sizedMediaUrl(url, 320)}
                  srcSet={mediaSrcSet(url, 640)}
                  sizes="(min-width: 992px) 220px, (min-width: 600px) 30vw, 46vw"
                  {...THUMB}
                  alt={altOf(i)}
                  loading={i < FIRST_ROW ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox slides={slides} index={opened} onClose={close} />
        </Suspense>
      ) : null}
    </article>
  );
}

function AlbumSkeleton() {
  return (
    <div className="sub-gallery__album" aria-busy="true">
      <p className="sub-gallery__loading">Loading album…</p>
      <ul className="photo-grid" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5, 6, 7].map((n) => (
          <li key={n}>
            <span className="photo-grid__skeleton" />
          </li>
        ))}
      </ul>
    </div>
  );
}
