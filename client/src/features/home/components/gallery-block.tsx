import { PageLink } from '@/lib/page-context.tsx';
import type { GalleryItem } from '@shared/types.ts';
import { formatDate } from '@shared/dates.ts';
import { HOME_IMAGES, homeCardSizes, type CardsPerView } from '../home-text.ts';
import { useWords } from '@/lib/site.ts';
import { fillWords } from '@shared/words.ts';
import { paths, subGalleryPath } from '@/config/paths.ts';
import { Carousel } from '@/components/carousel/carousel.tsx';
import { FallbackImage } from '@/components/ui/fallback-image.tsx';
import { HomeSection } from './home-section.tsx';
import { CAROUSEL_TIMING } from './carousel-timing.ts';

const CARDS: CardsPerView = {
  widest: 4,
  breakpoints: [
    { below: 1200, slidesToShow: 3 },
    { below: 992, slidesToShow: 2 },
    { below: 600, slidesToShow: 1 },
  ],
};
const CARD_SIZES = homeCardSizes(CARDS);

const COVER = { width: 400, height: 280 } as const;

function AlbumCard({ album }: { album: GalleryItem }) {
  const { lists, dates } = useWords();
  const words = lists.photo;
  return (
    <article className="home-card home-card--album">
      <FallbackImage
        className="home-card__image"
        src={album.image}
        fallbackSrc={HOME_IMAGES.gallery}
        alt=""
        {...COVER}
        sizes={CARD_SIZES}
        maxWidth={960}
      />
      <div className="home-card__body">
        <h3 className="home-card__title">
          {/* The link's ::after makes the card clickable; its name stays the title. */}
          <PageLink to={subGalleryPath(album.id)} className="home-card__link">
            {album.title}
          </PageLink>
        </h3>
        <p className="home-card__meta">
          {album.date && <time dateTime={album.date}>{formatDate(album.date, dates)}</time>}
          {album.date && ' · '}
          {album.photoCount === 1 ? words.countOne : fillWords(words.count, { count: album.photoCount })}
        </p>
      </div>
    </article>
  );
}

/** Gallery carousel: 4 albums, 3 below 1200 px, 2 below 992 px, 1 below 600 px. */
export function GalleryBlock({ albums }: { albums: readonly GalleryItem[] }) {
  const { home: homeText, placeholders } = useWords();
  return (
    <HomeSection
      title={homeText.headings.gallery}
      more={{ to: paths.gallery, label: homeText.links.gallery }}
      className="home-gallery"
    >
      {albums.length === 0 ? (
        <div className="home-placeholder-row">
          <article className="home-card home-card--album home-card--placeholder">
            <img className="home-card__image" src={HOME_IMAGES.gallery} alt="" {...COVER} loading="lazy" />
            <div className="home-card__body">
              <p className="home-card__title">{placeholders.gallery.title}</p>
            </div>
          </article>
        </div>
      ) : (
        <Carousel
          role="group"
          label={homeText.headings.gallery}
          words={homeText.carousel}
          slidesToShow={CARDS.widest}
          breakpoints={CARDS.breakpoints}
          {...CAROUSEL_TIMING}
        >
          {albums.map((album) => (
            <AlbumCard key={album.id} album={album} />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
