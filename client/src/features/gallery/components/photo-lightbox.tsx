// Loaded when a photo is first opened, out of the page's first download.
import Lightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import './photo-lightbox.css';

export interface PhotoLightboxProps {
  slides: readonly SlideImage[];
  index: number;
  /** Called once closed (Escape, close button, backdrop). */
  onClose: () => void;
}

// The position is in each caption (the counter plugin covered the title).
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
      // Album name and date on a readable band.
      captions={{ descriptionTextAlign: 'center', descriptionMaxLines: 2 }}
      // Photos edge to edge on a phone.
      carousel={{ finite: slides.length <= 1, padding: 0 }}
      className="photo-lightbox"
    />
  );
}
