import { whatsAppShareUrl } from '@/components/share/share-links.tsx';
import { useWords } from '@/lib/site.ts';
import { isOwnPhoto } from '../lib/album-preview.ts';

// The viewer's Share and Download, in its toolbar (the lightbox only runs in the browser).

export interface PhotoActionsProps {
  /** What a shared message starts with: album and photo. */
  title: string;
  /** The photo's own address (photoPath). */
  path: string;
  /** The photo's file as the site serves it (/bff/media/). */
  file: string;
}

const CLASS = 'yarl__button photo-lightbox__action';

/** The phone's share sheet with the photo's address, else a WhatsApp message with it. */
export function PhotoShare({ title, path }: Omit<PhotoActionsProps, 'file'>) {
  const words = useWords().lists.photo;
  const url = window.location.origin + path;
  const whatsApp = whatsAppShareUrl(`${title} ${url}`);
  if (typeof navigator.share !== 'function')
    return (
      <a className={CLASS} href={whatsApp} target="_blank" rel="noopener noreferrer">
        {words.shareOnWhatsApp}
      </a>
    );
  const share = () => {
    navigator.share({ title, url }).catch((error: unknown) => {
      // A closed share sheet is no failure; any other sends the message through WhatsApp.
      if (!(error instanceof DOMException && error.name === 'AbortError')) window.location.assign(whatsApp);
    });
  };
  return (
    <button type="button" className={CLASS} onClick={share}>
      {words.share}
    </button>
  );
}

/** The photo's file, saved rather than opened; nothing for a file the site does not serve. */
export function PhotoDownload({ file }: Pick<PhotoActionsProps, 'file'>) {
  const words = useWords().lists.photo;
  if (!isOwnPhoto(file)) return null;
  return (
    <a className={CLASS} href={file} download>
      {words.download}
    </a>
  );
}
