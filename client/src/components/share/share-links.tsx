import { useContext, useState } from 'react';
import { useBrowserValue } from '@/lib/in-browser.ts';
import { SiteOriginContext } from '@/lib/site-origin.ts';
import { useWords } from '@/lib/site.ts';
import { fillWords } from '@shared/words.ts';
import './share-links.css';

export interface ShareLinksProps {
  /** The item's title, which starts the message. */
  title: string;
  /** The item's path (itemPaths). */
  path: string;
}

const hasWebShare = () => typeof navigator.share === 'function';
const hasClipboard = () => typeof navigator.clipboard?.writeText === 'function';
const onServer = () => false;

/** WhatsApp's link for a message to a chat the sender picks. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * Shares an item's page: the Web Share sheet where there is one, else a WhatsApp link (parents share
 * school news in WhatsApp groups) and "Copy link"; without scripts, the WhatsApp link on the public origin.
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
  const { share: words, newTab } = useWords().links;

  const share = () => {
    setSaid('');
    navigator.share({ title, url }).catch((error: unknown) => {
      // A closed share sheet is no failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setSaid(words.failed);
    });
  };
  const copy = () => {
    // Emptied first, so a repeat copy is announced.
    setSaid('');
    navigator.clipboard.writeText(url).then(
      () => setSaid(words.copied),
      () => setSaid(words.notCopied),
    );
  };

  return (
    <div className="share-links" role="group" aria-label={fillWords(words.group, { title })}>
      {webShare ? (
        <button type="button" className="button share-links__button" onClick={share}>
          {words.share}
        </button>
      ) : (
        <>
          <a
            className="button share-links__button"
            href={whatsAppShareUrl(`${title} ${url}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {words.whatsApp}
            <span className="visually-hidden">{` ${newTab}`}</span>
          </a>
          {clipboard ? (
            <button type="button" className="button button--secondary share-links__button" onClick={copy}>
              {words.copy}
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
