import { mediaSrcSet, sizedMediaUrl } from '@shared/media.ts';
import type { NewsItem } from '@shared/types.ts';
import { fillWords } from '@shared/words.ts';
import { AttachmentLink } from '@/components/ui/attachment-link.tsx';
import { subGalleryPath } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { useWords } from '@/lib/site.ts';
import { isNewsPhoto } from '../lib/news-album.ts';

/** A story's photo: the page's column less the card's padding (1.5rem) and borders (1px, 4px), at most 640px. */
const STORY_PHOTO_SIZES = '(min-width: 37.5em) min(calc(100vw - 6rem - 5px), 640px), calc(100vw - 5rem - 5px)';

/**
 * A story's attachment: a photo shown as a picture (sized, loaded when near), with "See all photos"
 * when its event has an album; any other file as a link.
 */
export function NewsAttachment({ item, album }: { item: NewsItem; album: string | undefined }) {
  const words = useWords().lists.news;
  const { attachment } = item;
  if (!attachment) return null;
  if (!isNewsPhoto(attachment))
    return (
      <AttachmentLink className="news-item__link" href={attachment} title={item.title} size={item.attachmentSize} />
    );
  return (
    <>
      <img
        className="news-item__photo"
        src={sizedMediaUrl(attachment, 640)}
        srcSet={mediaSrcSet(attachment, 1280)}
        sizes={STORY_PHOTO_SIZES}
        width={640}
        height={480}
        alt={fillWords(words.photoOf, { title: item.title })}
        loading="lazy"
        decoding="async"
      />
      {album ? (
        <PageLink className="news-item__link" to={subGalleryPath(album)}>
          {words.seeAllPhotos}
          <span className="visually-hidden">: {item.title}</span>
        </PageLink>
      ) : null}
    </>
  );
}
