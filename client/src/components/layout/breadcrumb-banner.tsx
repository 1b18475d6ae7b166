import { PageLink } from '@/lib/page-context.tsx';
import { paths } from '@/config/paths.ts';

export interface BreadcrumbBannerProps {
  title: string;
  /** The home page's title and the trail's name, in the school's words. */
  home: string;
  label: string;
  section: string | null;
  sectionPath?: string;
}

function Separator() {
  return (
    <span className="breadcrumb__sep" aria-hidden="true">
      ›
    </span>
  );
}

/** Inner pages' banner: the <h1>, then Home › Section › Page. */
export function BreadcrumbBanner({ title, home, label, section, sectionPath }: BreadcrumbBannerProps) {
  return (
    <div className="page-banner">
      <div className="container">
        {/* tabIndex -1: focused after navigation, so screen readers announce the page. */}
        <h1 className="page-banner__title" tabIndex={-1}>
          {title}
        </h1>
        <nav aria-label={label} className="breadcrumb">
          <ol>
            <li>
              <PageLink to={paths.home}>{home}</PageLink>
            </li>
            {section ? (
              <li>
                <Separator />
                {sectionPath ? <PageLink to={sectionPath}>{section}</PageLink> : <span>{section}</span>}
              </li>
            ) : null}
            <li>
              <Separator />
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
