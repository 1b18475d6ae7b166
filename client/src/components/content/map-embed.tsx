import { ExternalMark } from './smart-link.tsx';

export interface MapEmbedProps {
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
}

/** The embedded map, loaded only when scrolled near, plus a plain link for phones and for no-frame setups. */
export function MapEmbed({ title, embedUrl, linkUrl, linkLabel }: MapEmbedProps) {
  return (
    <div className="map-embed">
      <iframe
        className="map-embed__frame"
        title={title}
        src={embedUrl}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        width={800}
        height={400}
        allowFullScreen
      />
      <p>
        <a className="button button--secondary" href={linkUrl} target="_blank" rel="noopener noreferrer">
          {linkLabel}
          <ExternalMark />
        </a>
      </p>
    </div>
  );
}
