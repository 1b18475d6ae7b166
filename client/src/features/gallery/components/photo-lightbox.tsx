// Loaded only when a visitor first opens a photo: the lightbox and its zoom are not needed to
// show the album, so they stay out of the page's first download.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import './photo-lightbox.css';

export interface PhotoLightboxProps {
  slides: readonly SlideImage[];
  index: number;
  /** Called once the lightbox has closed (Escape, the close button or a backdrop click). */
  onClose: () => void;
}

// The position ("Photo 2 of 34") is in each caption: the counter plugin sat on top of the title.
const PLUGINS = [Zoom, Captions];

export default function PhotoLightbox({ slides, index, onClose }: PhotoLightboxProps) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={PLUGINS}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2 }}
      // The album's name and date under every photo, on a band that stays readable on any photo.
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 2 }}
      // A phone in portrait shows a landscape photo edge to edge, not inside a margin.
      carousel={{ finite: slides.length <= 1, padding: 0 }}
      className="photo-lightbox"
    />
  );
}
