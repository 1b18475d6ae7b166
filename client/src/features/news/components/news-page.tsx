import { formatDate } from '@shared/dates.ts';
import type { NewsItem } from '@shared/types.ts';
import { countLabel } from '@/components/filters/dated-list.ts';
import { DatedListPage } from '@/components/filters/dated-list-page.tsx';
import { ItemPage } from '@/components/share/item-page.tsx';
import { itemPaths, paths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { findById, useItemId, useItemLinks } from '@/lib/shared-item.ts';
import { NEWS_ITEM_PARAM, useAllNews } from '../api/news-api.ts';
import { NewsAttachment } from './news-attachment.tsx';
import './news-page.css';
import { useWords } from '@/lib/site.ts';

/** Items per "Show more" step, so a year of news is not one long scroll. */
const PAGE_SIZE = 12;

export default function NewsPage() {
  const id = useItemId(NEWS_ITEM_PARAM);
  return id === null ? <NewsList /> : <NewsItemPage id={id} />;
}

/** One news item on its own page (`/news?id=`). */
function NewsItemPage({ id }: { id: string }) {
  const { items, albums } = useAllNews();
  const item = findById(items, id);
  const links = useItemLinks(paths.news, NEWS_ITEM_PARAM);
  const { lists, dates } = useWords();
  const allNews = lists.news.all;
  return (
    <ItemPage
      share={item && { title: item.title, path: itemPaths.news(item.id) }}
      back={{ to: links.list, label: allNews }}
      gone="news"
    >
      {item ? (
        <article className="news-item news-item--single">
          {item.date ? (
            <time className="news-item__date" dateTime={item.date}>
              {formatDate(item.date, dates)}
            </time>
          ) : null}
          {item.description ? <p className="news-item__text">{item.description}</p> : null}
          <NewsAttachment item={item} album={albums[item.id]} />
        </article>
      ) : null}
    </ItemPage>
  );
}

function NewsList() {
  const words = useWords().lists.news;
  return (
    <DatedListPage
      name="news"
      heading={words.heading}
      filterLabel={words.filter}
      countText={(total) => countLabel(total, words)}
      useItems={useAllNews}
      pageSize={PAGE_SIZE}
      renderItems={(items) => (items.length === 0 ? <NewsPlaceholder /> : <NewsEntries items={items} />)}
    />
  );
}

function NewsEntries({ items }: { items: readonly NewsItem[] }) {
  const { dates } = useWords();
  const links = useItemLinks(paths.news, NEWS_ITEM_PARAM);
  const { albums } = useAllNews();
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id} className="news-item">
          <article>
            {item.date ? (
              <time className="news-item__date" dateTime={item.date}>
                {formatDate(item.date, dates)}
              </time>
            ) : null}
            <h3 className="news-item__title">
              <PageLink to={links.item(item.id)}>{item.title}</PageLink>
            </h3>
            {item.description ? <p className="news-item__text">{item.description}</p> : null}
            <NewsAttachment item={item} album={albums[item.id]} />
          </article>
        </li>
      ))}
    </ul>
  );
}

function NewsPlaceholder() {
  const { placeholders } = useWords();
  return (
    <ul className="news-list">
      <li className="news-item">
        <h3 className="news-item__title">{placeholders.news.title}</h3>
        <p className="news-item__text">{placeholders.news.description}</p>
      </li>
    </ul>
  );
}
