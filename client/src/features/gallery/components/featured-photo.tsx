import { isResizableMedia, mediaSrcSet, sizedMediaUrl } from '@shared/media.ts';
import type { GalleryAlbum } from '@shared/types.ts';
import { fillWords } from '@shared/words.ts';
import { ShareLinks } from '@/components/share/share-links.tsx';
import { subGalleryPath } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useWords } from '@/lib/site.ts';
import { isOwnPhoto } from '../lib/album-preview.ts';
import { photoPath } from '../lib/photo-address.ts';

/**
 * A photo's own address without scripts (and until the viewer loads): the photo large above its album,
 * with Share, Download and the way back to the whole album.
 */
export function FeaturedPhoto({ album, index }: { album: GalleryAlbum; index: number }) {
  const words = useWords().lists.photo;
  const url = album.photos[index]!;
  const position = fillWords(words.position, { n: index + 1, count: album.photos.length });
  const resizable = isResizableMedia(url);
  return (
    <figure className="featured-photo">
      <img
        src={resizable ? sizedMediaUrl(url, 800) : url}
        {...(resizable ? { srcSet: mediaSrcSet(url, 1920), sizes: '(min-width: 992px) 920px, 94vw' } : {})}
        width={800}
        height={600}
        alt={`${position}: ${album.title}`}
        fetchPriority="high"
      />
      <figcaption className="featured-photo__caption">{position}</figcaption>
      <ShareLinks title={`${album.title}: ${position}`} path={photoPath(album.id, index)} />
      <p className="featured-photo__links">
        {isOwnPhoto(url) ? (
          <a className="button button--secondary" href={url} download>
            {words.download}
          </a>
        ) : null}
        <PageLink to={subGalleryPath(album.id)}>{words.wholeAlbum}</PageLink>
      </p>
    </figure>
  );
}
