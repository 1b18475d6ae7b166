import { createContext } from 'react';

/**
 * The site's public origin, for absolute URLs (canonical link, Open Graph). The server renders
 * with its configured PUBLIC_URL (or the origin the request came in on); the browser knows its own.
 */
export const SiteOriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);
