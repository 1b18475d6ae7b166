/** What site search finds, in the order its groups are shown when they score alike. */
export const SEARCH_KINDS = ['page', 'document', 'notice', 'news', 'event', 'album'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The longest query /bff/search takes; the client cuts longer ones. */
export const SEARCH_MAX_LENGTH = 200;
