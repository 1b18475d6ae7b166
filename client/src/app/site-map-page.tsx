import { siteMapFor, type SiteMapRoute } from '@/components/layout/menu-items.ts';
import { paths } from '@/config/paths.ts';
import { usePageData } from '@/lib/page-context.tsx';
import { useSite } from '@/lib/site.ts';

/** Every page by menu group as plain links, for lost visitors and search engines (text-only). */
export default function SiteMapPage() {
  const site = useSite();
  const groups = siteMapFor(site, usePageData<SiteMapRoute[]>());
  return (
    <div className="prose site-map">
      <ul>
        <li>
          <a href={paths.home}>{site.words.pages['/']}</a>
        </li>
      </ul>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`site-map-${group.id}`}>
          <h2 id={`site-map-${group.id}`}>{group.label}</h2>
          <ul>
            {group.items
              .filter((item) => item.kind !== 'page' || item.to !== paths.siteMap)
              .map((item) =>
                item.kind === 'page' ? (
                  <li key={item.to}>
                    <a href={item.to}>{item.label}</a>
                  </li>
                ) : (
                  <li key={item.href}>
                    <a href={item.href} {...(item.kind === 'external' ? { rel: 'noopener', target: '_blank' } : {})}>
                      {item.label}
                    </a>
                  </li>
                ),
              )}
          </ul>
        </section>
      ))}
    </div>
  );
}
