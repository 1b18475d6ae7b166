import { useContext, useState } from 'react';
import { useBrowserValue } from '@/lib/in-browser.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import './share-links.css';

export interface ShareLinksProps {
  /** What is shared: the item's title, which the message starts with. */
  title: string;
  /** The item's own page, a path on this site (itemPaths). */
  path: string;
}

const hasWebShare = () => typeof navigator.share === 'function';
const hasClipboard = () => typeof navigator.clipboard?.writeText === 'function';
const onServer = () => false;

/** WhatsApp's own link for a message to be sent to a chat or group the sender picks. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * Shares an item's page: the phone's own share sheet (Web Share API) where there is one, which
 * offers WhatsApp, messages and the rest; elsewhere a WhatsApp link (Indian parents pass school news
 * around in WhatsApp groups) and "Copy link". Without scripts the WhatsApp link alone still works.
 * The server renders the link on its public origin (for readers without scripts); the browser then
 * uses the origin it is on, the same for all three ways.
 */
export function ShareLinks({ title, path }: ShareLinksProps) {
  const serverOrigin = useContext(SiteOriginContext);
  const url = useBrowserValue(
    () => window.location.origin + path,
    () => serverOrigin + path,
  );
  const webShare = useBrowserValue(hasWebShare, onServer);
  const clipboard = useBrowserValue(hasClipboard, onServer);
  const [said, setSaid] = useState('');

  const share = () => {
    setSaid('');
    navigator.share({ title, url }).catch((error: unknown) => {
      // Closing the share sheet is not a failure worth a word.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setSaid('Sharing did not work here: copy the address from the address bar.');
    });
  };
  const copy = () => {
    // Emptied first, so that copying again is announced again.
    setSaid('');
    navigator.clipboard.writeText(url).then(
      () => setSaid('Link copied: paste it into a chat.'),
      () => setSaid('The link could not be copied: copy the address from the address bar.'),
    );
  };

  return (
    <div className="share-links" role="group" aria-label={`Share: ${title}`}>
      {webShare ? (
        <button type="button" className="button share-links__button" onClick={share}>
          Share
        </button>
      ) : (
        <>
          <a
            className="button share-links__button"
            href={whatsAppShareUrl(`${title} ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {clipboard ? (
            <button type="button" className="button button--secondary share-links__button" onClick={copy}>
              Copy link
            </button>
          ) : null}
        </>
      )}
      <p className="share-links__said" role="status">
        {said}
      </p>
    </div>
  );
}
