// The school year's words in English (words.yaml `year:`): the /calendar page, Home's next holiday, the calendar feed.

export const YEAR_WORDS = {
  /** Under the page's heading; {session} is school-year.yaml's. */
  intro: 'Holidays, term dates, examinations and parent-teacher meetings of the {session} session.',
  nextHoliday: 'Next holiday',
  /** A holiday under way today. */
  holidayNow: 'Holiday now',
  /** {name} and {day}: "Christmas, Fri 25 Dec". */
  holidayLine: '{name}, {day}',
  /** A run of days: "Mon 20 May to Mon 30 Jun". */
  range: '{from} to {to}',
  noMoreHolidays: 'No more holidays this session.',
  /** After the year's last day; {session} and {ends}. */
  ended: 'The {session} session ended on {ends}. The dates of the next session are not published yet.',
  /** The list of the year's months, each a link to its part of the page. */
  jump: 'Jump to a month',
  /** A month with nothing listed. */
  emptyMonth: 'Nothing listed.',
  kinds: { term: 'Term', holiday: 'Holiday', exam: 'Examinations', meeting: 'Meeting' },
  subscribe: 'Add these dates to your phone\u2019s calendar',
  printed: 'The printed calendar (PDF)',
  /** Subscribing a calendar app to /events.ics (the events and this year), on /calendar and /events. */
  calendarLinks: {
    google: 'Add to Google Calendar',
    webcal: 'Subscribe on iPhone or Outlook',
    download: 'Download calendar (.ics)',
  },
  /** One event or day into the phone's calendar. */
  addToCalendar: 'Add to calendar',
} as const;
