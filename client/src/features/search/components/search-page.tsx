import type { SearchHit } from '@shared/types.ts';
import { fillWords } from '@shared/words.ts';
import { formatDate } from '@shared/dates.ts';
import { SearchForm } from '@/components/layout/search-form.tsx';
import { paths } from '@/config/paths.ts';
import { useWords } from '@/lib/site.ts';
import { useSearchPage } from '../api/search-api.ts';
import './search-page.css';

function Hit({ hit }: { hit: SearchHit }) {
  const { dates } = useWords();
  return (
    <li className="search-hit">
      <a href={hit.url} className="search-hit__title">
        {hit.title}
      </a>
      {hit.date ? <span className="search-hit__date"> · {formatDate(hit.date, dates)}</span> : null}
      {hit.snippet.length > 0 ? (
        <p className="search-hit__snippet">
          {hit.snippet.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
        </p>
      ) : null}
    </li>
  );
}

/** Site search: a GET form and results grouped by kind, best first, matches marked; a text-only page. */
export default function SearchPage() {
  const { q, answer } = useSearchPage();
  const found = answer?.groups.reduce((sum, group) => sum + group.total, 0) ?? 0;
  const words = useWords().lists.search;
  const kinds = words.kinds;
  const [beforeLink, afterLink = ''] = words.tryAgain.split('{siteMap}');
  return (
    <div className="search-page">
      <SearchForm id="search-page" q={q} />
      {answer === null ? (
        <p>{words.hint}</p>
      ) : (
        <>
          <p role="status" className="search-page__count">
            {found === 0
              ? fillWords(words.nothing, { q })
              : fillWords(found === 1 ? words.foundOne : words.found, { count: found, q })}
          </p>
          {found === 0 ? (
            <p>
              {beforeLink}
              <a href={paths.siteMap}>{words.siteMap}</a>
              {afterLink}
            </p>
          ) : null}
          {answer.missing.length > 0 ? (
            <p className="search-page__missing">
              {fillWords(words.missing, { kinds: answer.missing.map((kind) => kinds[kind]).join(', ') })}
            </p>
          ) : null}
          {answer.groups.map((group) => (
            <section key={group.kind} aria-labelledby={`search-${group.kind}`} className="search-group">
              <h2 id={`search-${group.kind}`}>
                {kinds[group.kind]} <span className="search-group__count">({group.total})</span>
              </h2>
              <ol className="search-hits">
                {group.hits.map((hit) => (
                  <Hit key={hit.url} hit={hit} />
                ))}
              </ol>
              {group.total > group.hits.length ? (
                <p className="search-group__more">
                  {fillWords(words.more, { shown: group.hits.length, total: group.total })}
                </p>
              ) : null}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
