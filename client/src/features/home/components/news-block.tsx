import type { NewsItem } from '@shared/types.ts';
import { formatDate } from '@shared/dates.ts';
import { useWords } from '@/lib/site.ts';
import { itemPaths, paths } from '@/config/paths.ts';
import { PageLink } from '@/lib/page-context.tsx';
import { AttachmentLink } from '@/components/ui/attachment-link.tsx';
import { HomeSection } from './home-section.tsx';

const SHOWN = 4;

/** Latest news: the newest items, still (nothing on Home moves by itself), with a link to the news page. */
export function NewsBlock({ news }: { news: readonly NewsItem[] }) {
  const { home: homeText, placeholders, dates } = useWords();
  return (
    <HomeSection
      title={homeText.headings.news}
      more={{ to: paths.news, label: homeText.links.allNews }}
      className="home-news"
    >
      <ul className="home-news__list">
        {news.length === 0 ? (
          <li className="home-news__item">
            <h3 className="home-news__title">{placeholders.news.title}</h3>
            <p className="home-news__description">{placeholders.news.description}</p>
          </li>
        ) : (
          news.slice(0, SHOWN).map((item) => (
            <li key={item.id} className="home-news__item">
              {item.date && (
                <time className="home-news__date" dateTime={item.date}>
                  {formatDate(item.date, dates)}
                </time>
              )}
              <h3 className="home-news__title">
                <PageLink to={itemPaths.news(item.id)}>{item.title}</PageLink>
              </h3>
              {item.description && <p className="home-news__description">{item.description}</p>}
              {item.attachment && (
                <AttachmentLink
                  href={item.attachment}
                  title={item.title}
                  size={item.attachmentSize}
                  className="home-news__attachment"
                />
              )}
            </li>
          ))
        )}
      </ul>
    </HomeSection>
  );
}
