// Loaded when a photo is first opened, out of the page's first download.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import { PhotoDownload, PhotoShare, type PhotoActionsProps } from './photo-actions.tsx';
import { useWords } from '@/lib/site.ts';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import './photo-lightbox.css';

export interface PhotoLightboxProps {
  slides: readonly SlideImage[];
  index: number;
  /** Called once closed (Escape, close button, backdrop). */
  onClose: () => void;
  /** Called when another photo is shown (swipe, arrows). */
  onView: (index: number) => void;
  /** What Share and Download act on for the photo at an index. */
  actionsOf: (index: number) => PhotoActionsProps;
}

// The position is in each caption (the counter plugin covered the title).
const PLUGINS = [Zoom, Captions];

export default function PhotoLightbox({ slides, index, onClose, onView, actionsOf }: PhotoLightboxProps) {
  const { title, path, file } = actionsOf(index);
  const { lists, common } = useWords();
  const words = lists.photo.viewer;
  return (
    <Lightbox
      labels={{
        Lightbox: words.name,
        'Photo gallery': words.photos,
        Carousel: words.role,
        Slide: words.slideRole,
        '{index} of {total}': words.slide,
        Previous: words.previous,
        Next: words.next,
        Close: common.close,
        'Zoom in': words.zoomIn,
        'Zoom out': words.zoomOut,
        Caption: words.caption,
      }}
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={PLUGINS}
      on={{ view: ({ index: shown }) => onView(shown) }}
      // Share and Download on a band of their own at the bottom: in the toolbar they left the album's
      // name no room on a phone.
      render={{
        controls: () => (
          <div className="photo-lightbox__actions">
            <PhotoShare title={title} path={path} />
            <PhotoDownload file={file} />
          </div>
        ),
      }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2 }}
      // Album name and date on a readable band.
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 2 }}
      // Photos edge to edge on a phone.
      carousel={{ finite: slides.length <= 1, padding: 0 }}
      className="photo-lightbox"
    />
  );
}
