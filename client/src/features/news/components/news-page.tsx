import { formatDate } from '@shared/dates.ts';
import { PLACEHOLDERS } from '@shared/messages.ts';
import type { NewsItem } from '@shared/types.ts';
import { countLabel } from '@/components/filters/dated-list.ts';
import { DatedListPage } from '@/components/filters/dated-list-page.tsx';
import { AttachmentLink } from '@/components/ui/attachment-link.tsx';
import { useAllNews } from '../api/news-api.ts';
import './news-page.css';

/** Issue "A site parents enjoy": a phone scrolled 7,650 px through a year of news. */
const PAGE_SIZE = 12;

export default function NewsPage() {
  return (
    <DatedListPage
      name="news"
      heading="News"
      filterLabel="Filter news"
      countText={(total) => countLabel(total, 'news item', 'news items')}
      useItems={useAllNews}
      pageSize={PAGE_SIZE}
      renderItems={(items) => (items.length === 0 ? <NewsPlaceholder /> : <NewsEntries items={items} />)}
    />
  );
}

function NewsEntries({ items }: { items: readonly NewsItem[] }) {
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id} className="news-item">
          <article>
            {item.date ? (
              <time className="news-item__date" dateTime={item.date}>
                {formatDate(item.date)}
              </time>
            ) : null}
            <h3 className="news-item__title">{item.title}</h3>
            {item.description ? <p className="news-item__text">{item.description}</p> : null}
            {item.attachment ? <AttachmentLink className="news-item__link" href={item.attachment} title={item.title} size={item.attachmentSize} /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

function NewsPlaceholder() {
  return (
    <ul className="news-list">
      <li className="news-item">
        <h3 className="news-item__title">{PLACEHOLDERS.news.title}</h3>
        <p className="news-item__text">{PLACEHOLDERS.news.description}</p>
      </li>
    </ul>
  );
}
