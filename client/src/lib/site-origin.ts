import { createContext } from 'react';

/** The public origin for absolute URLs; the server provides PUBLIC_URL (or the request's origin). */
export const SiteOriginContext = createContext<string>(typeof window === 'undefined' ? '' : window.location.origin);
