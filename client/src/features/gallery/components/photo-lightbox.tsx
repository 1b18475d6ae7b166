// Loaded only when a visitor first opens a photo: the lightbox and its zoom are not needed to
// show the album, so they stay out of the page's first download.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

export interface PhotoLightboxProps {
  slides: readonly SlideImage[];
  index: number;
  /** Called once the lightbox has closed (Escape, the close button or a backdrop click). */
  onClose: () => void;
}

const PLUGINS = [Zoom, Counter];

export default function PhotoLightbox({ slides, index, onClose }: PhotoLightboxProps) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={PLUGINS}
      carousel={{ finite: slides.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ maxZoomPixelRatio: 2 }}
    />
  );
}
