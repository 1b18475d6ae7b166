// The list pages (news, events, gallery, toppers, search), their filters and shared controls, in English (words.yaml `lists:`).

export const LIST_WORDS = {
  /** An album's photo viewer and a photo's own address (/subGallery?id=…&photo=…). */
  photo: {
    /** {n} and {count}: the photo's place in its album. */
    position: 'Photo {n} of {count}',
    share: 'Share',
    /** Where the phone has no share sheet, or without scripts. */
    shareOnWhatsApp: 'WhatsApp',
    download: 'Download',
    /** Under a photo shown on its own address without scripts. */
    wholeAlbum: 'See the whole album',
    /** A link preview's description of an album: {title}, {count} photos, {date}. */
    albumPreview: '{title}, {date}: {count} photos.',
    /** The same without a date. */
    albumPreviewUndated: '{title}: {count} photos.',
    /** A link preview's description of one photo: {n}, {count}, {title}. */
    photoPreview: 'Photo {n} of {count} from {title}.',
    /** The full-screen viewer as screen readers name it and its buttons; {index} of {total} names each photo. */
    viewer: {
      name: 'Photo viewer',
      photos: 'Photos',
      role: 'photos',
      slideRole: 'photo',
      slide: '{index} of {total}',
      previous: 'Previous',
      next: 'Next',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      /** What screen readers call the text under a photo. */
      caption: 'caption',
    },
    /** An album's number of photos (Home's gallery, "Show more"): one, else {count}. */
    countOne: '1 photo',
    count: '{count} photos',
  },
  /** The gallery's list of albums: the results' heading, before the period, and the filters' name. */
  gallery: {
    heading: 'Albums',
    filter: 'Filter the photo gallery',
    /** How many albums the filters found: {total}. */
    total: 'Total categories: {total}',
  },
  /** An album's page (/subGallery?id=…). */
  album: {
    back: 'Back to gallery',
    /** The heading and text where the album's address names none. */
    notFound: 'Album not found',
    notFoundText: 'This album does not exist or is no longer available. Please choose an album from the gallery.',
    date: 'Event date',
    updated: 'Updated on',
    total: 'Total photos',
    empty: 'No photos in this album yet.',
  },
  news: {
    /** A news story's link to the album of the same event. */
    seeAllPhotos: 'See all photos',
    /** A news story's picture: {title}. */
    photoOf: 'Photo: {title}',
    /** A news story's link back to the list. */
    all: 'All news',
    /** How many stories the filters found: one, else {count}. */
    countOne: '1 news item',
    count: '{count} news items',
    /** The results' heading, before the period ("News — August 2024"), and the filters' name. */
    heading: 'News',
    filter: 'Filter news',
  },
  events: {
    /** An event's link back to the list. */
    all: 'All events',
    /** How many events the filters found: one, else {count}. */
    countOne: '1 event',
    count: '{count} events',
    /** The results' heading, before the period, and the filters' name. */
    heading: 'Events',
    filter: 'Filter events',
    upcoming: 'Upcoming events',
    past: 'Past events',
    venue: 'Venue',
    time: 'Time',
    /** When the filters leave no event. */
    empty: 'No events to show for these filters. Stay tuned for more updates.',
  },
  /** Under a long list shown a step at a time. */
  more: {
    /** {shown} of {total} (the total may read "12 news items"). */
    showing: 'Showing {shown} of {total}',
    /** The button: {step} more. */
    next: 'Show {step} more',
  },
  toppers: {
    /** The results' heading: {class} (X or XII), and {session} when one is chosen. */
    heading: 'Class {class} Toppers',
    headingAll: 'Class {class} Toppers — All Sessions',
    headingSession: 'Class {class} Toppers — Session {session}',
    /** How many toppers are shown: one, else {count}. */
    countOne: '1 topper',
    count: '{count} toppers',
    /** The name of the class's filters: {class}. */
    filter: 'Filter class {class} toppers',
    /** Marks above 100 are a total: {marks}. */
    total: '{marks} marks',
    /** Under a topper's name, here and on Home: {marks}. */
    marks: 'Marks: {marks}',
  },
  /** The list pages' filters. */
  filters: {
    year: 'Year',
    month: 'Month',
    /** The toppers' select. */
    session: 'Session',
    /** The selects' choice of every year, month or session. */
    all: 'All',
    /** When the year or session asked for has nothing yet and an earlier one is shown: {requested}, {shown}. */
    fellBack: 'No items in {requested} yet — showing {shown}.',
    /** Without scripts: the button that applies the filters. */
    show: 'Show',
    /** The toppers' search box. */
    searchName: 'Search by name',
    /** News, events and gallery's search box. */
    searchTitle: 'Search by title',
    /** Before "clear filters" when a search found nothing: {search} is what was typed. */
    noResultsFor: 'No results for “{search}”: ',
    /** The same when the year or month found nothing. */
    noResults: 'No results for these filters: ',
    /** The button after them that shows everything again. */
    clear: 'clear filters',
    /** The results heading's period when no year is chosen. */
    allYears: 'All years',
    /** The same with a month: {month} is its name. */
    monthAllYears: '{month}, all years',
  },
  /** The search page (/search). */
  search: {
    /** Before anything is searched. */
    hint: 'Type a word or two, such as “fee”, “admission” or “holiday”, and press Search.',
    /** {q} is what was searched. */
    nothing: 'Nothing on the site matches “{q}”.',
    /** After nothing was found; {siteMap} is the link to the site map, worded as `siteMap`. */
    tryAgain: 'Try fewer words or another spelling, or look through the {siteMap}.',
    siteMap: 'site map',
    /** How many were found for {q}: one, else {count}. */
    foundOne: '1 result for “{q}”.',
    found: '{count} results for “{q}”.',
    /** {kinds} is the kinds' headings, like "Events, Notices". */
    missing: '{kinds} could not be searched just now; please try again in a few minutes.',
    /** Under a kind with more than it shows: {shown} of {total}. */
    more: 'The best {shown} of {total} are shown: add a word to narrow them.',
    /** The results' headings by kind. */
    kinds: {
      page: 'Pages',
      document: 'Documents',
      notice: 'Notices',
      news: 'News',
      event: 'Events',
      album: 'Photo albums',
    },
  },
} as const;
