// Errors and the not-found page, in English (words.yaml `common:`).

export const COMMON_WORDS = {
  /** At the top of every page when the browser runs no scripts: what then does not work. */
  scriptsOff:
    'Scripts are off in your browser: every page and form works, but opening photos full size and "Show more" in long lists need them.',
  /** The first tab stop, which jumps past the header and menu. */
  skipToContent: 'Skip to content',
  /** The button that closes a dialog or overlay. */
  close: 'Close',
  /** The site's search box (the header's, and first in the menu on phones). */
  search: {
    /** Its label, also shown in the empty box. */
    label: 'Search the site',
    button: 'Search',
    /** The header's search, as screen readers name it ("Site search"). */
    landmark: 'Site',
  },
  /** Under a text page: {date} is its front matter's `updated:`. */
  updated: 'Updated {date}',
  /** On a document of an ended session: {session}, {ends}, and {phone}, the office's number as a link. */
  sessionEnded:
    'This document covers the {session} session, which ended on {ends}. For the current one, call the office on {phone}.',
  /** A PDF's page (fees, calendar, timetable): its buttons, and its frame's name for screen readers ({title}). */
  pdf: {
    download: 'Download PDF',
    open: 'Open in new tab',
    frame: '{title} (PDF)',
  },
  errors: {
    somethingWrong: 'Something went wrong',
    loadFailedHeading: "This page's content could not be loaded",
    loadFailed: 'We could not load this page just now. Please check your connection and try again.',
    tryAgain: 'Try again',
    notShownHeading: 'This page could not be shown',
    /** When the page's code could not be loaded (a new version, a dropped connection). */
    updated:
      'The website may have been updated since you opened it, or the connection dropped while the page was loading. Reloading usually fixes this.',
    fault:
      'Something went wrong on our side while showing this page. Please try again; if it keeps happening, let the school office know.',
    reload: 'Reload the page',
    home: 'Go to the home page',
    /** The not-found heading when the site's data failed too (else the page title `notFound`). */
    pageNotFound: 'Page not found',
  },
  notFound: {
    /** After what an existing page did not find. */
    removed: 'It may have been removed, or the link may be incomplete.',
    /** {address} is the address asked for. */
    noPage: 'There is no page at {address} on this website. The address may be mistyped, or the page may have moved.',
    thisAddress: 'this address',
    /** Before the suggested address. */
    caseSensitive: 'Addresses on this site are case-sensitive. Did you mean',
    whereNext: 'Where would you like to go?',
    homePage: 'Home page',
    /** The lead on a shared address whose item the site no longer has. */
    gone: {
      news: 'This news item is no longer on the site.',
      event: 'This event is no longer on the site.',
      notice: 'This notice is no longer on the site.',
    },
  },
} as const;
