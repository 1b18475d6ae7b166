import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isErrorResponse, PageLink, usePage, usePageError } from '@/lib/page-context.tsx';
import { formatDate } from '@shared/dates.ts';
import { isResizableMedia, mediaSources, mediaSrcSet, sizedMediaUrl } from '@shared/media.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { fillWords } from '@shared/words.ts';
import { paths, subGalleryPath } from '@/config/paths.ts';
import { useBrowserValue } from '@/lib/in-browser.ts';
import { useSiteData, useWords } from '@/lib/site.ts';
import { ShowMore, useFocusFirstAdded } from '@/components/ui/show-more.tsx';
import { GeneralErrorBoundary } from '@/components/errors/general-error-boundary.tsx';
import { useAlbum } from '../api/gallery-api.ts';
import { photoIndexIn, photoPath } from '../lib/photo-address.ts';
import { FeaturedPhoto } from './featured-photo.tsx';

import './sub-gallery.css';

const PhotoLightbox = lazy(() => import('./photo-lightbox.tsx'));

/** Thumbnails of the widest layout's first row load eagerly. */
const FIRST_ROW = 4;
/**
 * `sizes` of a thumbnail in .photo-grid (sub-gallery.css), so a phone fetches the copy its slot needs:
 * two columns 0.5rem apart, three from 600 px and four from 992 px 1rem apart, within the gutters.
 */
const THUMB_SIZES =
  '(min-width: 62em) calc((min(100vw, 76rem) - 6rem) / 4), (min-width: 37.5em) calc((100vw - 5rem) / 3), calc(50vw - 1.25rem)';
/** Photos per "Show more" step: browsers start lazy images far ahead, so a long grid would fetch them all. */
const PAGE_SIZE = 12;
/** Focus after "Show more": the first added photo button. */
const PHOTO_BUTTONS = ':scope .photo-grid > li > button';
const THUMB = { width: 300, height: 225 };

export default function SubGalleryPage() {
  const back = useWords().lists.album.back;
  return (
    <div className="sub-gallery">
      <BackLink label={back} />
      <AlbumView />
    </div>
  );
}

function AlbumView() {
  const album = useAlbum();
  // Another album starts with no photo open.
  return <Album key={album.id} album={album} />;
}

function BackLink({ label }: { label: string }) {
  return (
    <PageLink to={paths.gallery} className="sub-gallery__back">
      <span aria-hidden="true">←</span> {label}
    </PageLink>
  );
}

/** An unknown album is the page's 404; other failures get the general view. */
export function ErrorBoundary() {
  const error = usePageError();
  // The site's words, unless its own data failed too.
  const words = useSiteData()?.words.lists.album;
  if (!words || !isErrorResponse(error) || error.status !== 404) return <GeneralErrorBoundary />;
  return (
    <div className="sub-gallery">
      <BackLink label={words.back} />
      <div className="sub-gallery__missing">
        <meta name="robots" content="noindex" />
        <h2>{words.notFound}</h2>
        <p>{words.notFoundText}</p>
      </div>
    </div>
  );
}

const inBrowser = () => true;
const onServer = () => false;

/**
 * The open photo is the address's (`photo=`): opening one from the grid adds a history entry, so Back
 * closes the viewer; moving to another photo replaces it. A shared photo's address opened from a chat
 * is one entry: closing shows the album in its place, and Back leaves as from any page.
 */
function Album({ album }: { album: GalleryAlbum }) {
  const { location, navigate } = usePage();
  const { lists, dates } = useWords();
  const { photo: words, album: albumWords } = lists;
  const count = album.photos.length;
  const opened = photoIndexIn(location.search, count);
  const scripted = useBrowserValue(inBrowser, onServer);
  // Opened at a photo's address: it shows (large) until the viewer has loaded.
  const [linked] = useState(opened !== null);
  const pushed = useRef(false);
  const opener = useRef<number | null>(null);
  // The grid reaches the linked photo, so closing the viewer can return focus to it.
  const [pages, setPages] = useState(() => (opened === null ? 1 : Math.ceil((opened + 1) / PAGE_SIZE)));
  const { containerRef: albumRef, added: focusFirstAdded } = useFocusFirstAdded<HTMLElement>(pages, PHOTO_BUTTONS);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = album.photos.slice(0, PAGE_SIZE * pages);
  const positionOf = (i: number) => fillWords(words.position, { n: i + 1, count });
  const altOf = (i: number) => `${positionOf(i)}: ${album.title}`;
  // An opened photo gets the copy its screen needs (the lightbox picks from these widths), never the
  // upload. Heights are unknown: the width stands in, which only caps the drawn size.
  const dated = album.date ? ` · ${formatDate(album.date, dates)}` : '';
  const slides = album.photos.map((url, i) => ({
    src: isResizableMedia(url) ? sizedMediaUrl(url, 1280) : url,
    ...(isResizableMedia(url)
      ? { srcSet: mediaSources(url).map(({ src, width }) => ({ src, width, height: width })) }
      : {}),
    alt: altOf(i),
    title: album.title,
    description: `${positionOf(i)}${dated}`,
  }));

  const open = (i: number) => {
    pushed.current = true;
    opener.current = i;
    navigate(photoPath(album.id, i), { preventScrollReset: true });
  };
  const view = (i: number) => {
    if (i !== opened) navigate(photoPath(album.id, i), { replace: true, preventScrollReset: true });
  };
  const close = () => {
    if (pushed.current) navigate(-1);
    else navigate(subGalleryPath(album.id), { replace: true, preventScrollReset: true });
  };
  // Safari does not focus clicked buttons, so the lightbox cannot restore focus: the thumbnail that
  // opened it takes it (closed by its button or by Back), else the last photo shown's.
  const last = useRef(opened);
  useEffect(() => {
    const back = opener.current ?? last.current;
    if (opened === null && back !== null) {
      thumbs.current[back]?.focus();
      opener.current = null;
    }
    last.current = opened;
  }, [opened]);
  const featured = opened !== null ? <FeaturedPhoto album={album} index={opened} /> : null;

  return (
    <article ref={albumRef} className="sub-gallery__album">
      {/* The viewer, in a layer of its own; without scripts, the photo large above its album. */}
      {opened !== null && scripted ? (
        <Suspense fallback={linked ? featured : null}>
          <PhotoLightbox
            slides={slides}
            index={opened}
            onClose={close}
            onView={view}
            actionsOf={(i) => ({
              title: `${album.title}: ${positionOf(i)}`,
              path: photoPath(album.id, i),
              file: album.photos[i]!,
            })}
          />
        </Suspense>
      ) : (
        featured
      )}
      {/* The album's name is the page's <h1>, in the banner above. */}
      <dl className="sub-gallery__facts">
        {album.date ? (
          <div>
            <dt>{albumWords.date}</dt>
            <dd>
              <time dateTime={album.date}>{formatDate(album.date, dates)}</time>
            </dd>
          </div>
        ) : null}
        {album.updatedAt ? (
          <div>
            <dt>{albumWords.updated}</dt>
            <dd>
              <time dateTime={album.updatedAt}>{formatDate(album.updatedAt, dates)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{albumWords.total}</dt>
          <dd>{album.total}</dd>
        </div>
      </dl>
      {album.description ? <p className="sub-gallery__text">{album.description}</p> : null}
      {count === 0 ? (
        <p className="sub-gallery__empty">{albumWords.empty}</p>
      ) : (
        <ul className="photo-grid">
          {shown.map((url, i) => (
            <li key={`${i}:${url}`}>
              <button
                type="button"
                className="photo-grid__button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                onClick={() => open(i)}
              >
                <img
                  src={sizedMediaUrl(url, 320)}
                  srcSet={mediaSrcSet(url, 640)}
                  sizes={THUMB_SIZES}
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
      {count > PAGE_SIZE ? (
        <ShowMore
          shown={shown.length}
          total={fillWords(words.count, { count })}
          step={Math.min(PAGE_SIZE, count - shown.length)}
          onMore={() => {
            focusFirstAdded(shown.length);
            setPages(pages + 1);
          }}
        />
      ) : null}
    </article>
  );
}
