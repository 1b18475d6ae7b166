// The service worker's and Varnish's pages, in English (words.yaml `offline:`).

/** The saved-copy note, offline page and "form not sent" page; {when} is a copy's time, {phone} the school's. */
export const OFFLINE_WORDS = {
  offline: 'You are offline.',
  notAnswering: 'The site is not answering.',
  savedCopy: 'This is the copy saved on {when}.',
  /** {when} above: {date} as "26 Nov 2026" (with dates.short), {time} as "09:40". */
  savedTime: '{date} at {time}',
  savedCopyUndated: 'This is a copy saved on an earlier visit.',
  offlinePageTitle: 'You are offline',
  unreachablePageTitle: 'The site cannot be reached',
  offlinePageIntro:
    'This page was not saved on this device, so it cannot be shown until the site can be reached again.',
  tryAgain: 'Try again',
  callPhone: 'Call {phone}',
  savedPagesHeading: 'Pages you can open offline',
  savedDocumentsHeading: 'Documents you can open offline',
  savedOn: 'Saved on {when}',
  nothingSaved:
    'Nothing is saved yet. The pages and documents you open while connected are kept here for the next time you are offline.',
  formNotSentTitle: 'Your form was not sent',
  formNotSentOffline: 'This device is offline, so the form could not reach the school.',
  formNotSentUnreachable: 'The site is not answering, so the form could not reach the school.',
  formNothingKept: 'Nothing was sent, and nothing you typed was kept.',
  formTryAgain: 'Please send it again when you are connected.',
  backToForm: 'Open the form again',
  home: 'Home',
  unreachableRetry: 'Please try again in a few minutes.',
  callTheOffice: 'For anything urgent, please call the school office:',
} as const;
