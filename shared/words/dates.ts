// The names in the site's dates, in English (words.yaml `dates:`): "14 Nov 2026", "Fri 25 Dec", "August 2024".

export const DATE_WORDS = {
  /** The order of a date's parts: {day} and {year} are numbers, {month} and {weekday} the names below. */
  formats: {
    /** A day's date: "14 Nov 2026" (short month). */
    day: '{day} {month} {year}',
    /** A day of the school year: "Fri 25 Dec" (short month). */
    weekday: '{weekday} {day} {month}',
    /** A month's heading: "August 2024" (full month). */
    month: '{month} {year}',
  },
  /** Month names as headings and filters use them ("August 2024", the Month select). */
  months: {
    january: 'January',
    february: 'February',
    march: 'March',
    april: 'April',
    may: 'May',
    june: 'June',
    july: 'July',
    august: 'August',
    september: 'September',
    october: 'October',
    november: 'November',
    december: 'December',
  },
  /** The same in a day's date ("14 Nov 2026"). */
  short: {
    january: 'Jan',
    february: 'Feb',
    march: 'Mar',
    april: 'Apr',
    may: 'May',
    june: 'Jun',
    july: 'Jul',
    august: 'Aug',
    september: 'Sep',
    october: 'Oct',
    november: 'Nov',
    december: 'Dec',
  },
  /** Weekdays in the school year's days ("Fri 25 Dec"). */
  weekdays: {
    sunday: 'Sun',
    monday: 'Mon',
    tuesday: 'Tue',
    wednesday: 'Wed',
    thursday: 'Thu',
    friday: 'Fri',
    saturday: 'Sat',
  },
} as const;
