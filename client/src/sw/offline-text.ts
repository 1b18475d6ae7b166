// The words of the offline copies (client/src/sw): the note on a page shown from its saved copy,
// the offline page and the "form not sent" page. Generic words of the app, not of a school, kept
// together here so they can move to the content folder later.

export const OFFLINE_TEXT = {
  /** The note's first words, when the device says it has no connection. */
  offline: 'You are offline.',
  /** The note's first words, when the device is connected but the site did not answer in time. */
  notAnswering: 'The site is not answering.',
  /** The rest of the note: {when} is the copy's time, e.g. "26 Nov 2026 at 09:40". */
  savedCopy: 'This is the copy saved on {when}.',
  /** The note when the copy's time is unknown. */
  savedCopyUndated: 'This is a copy saved on an earlier visit.',

  offlinePageTitle: 'You are offline',
  /** The offline page's title when the device is connected but the site did not answer. */
  unreachablePageTitle: 'The site cannot be reached',
  offlinePageIntro:
    'This page was not saved on this device, so it cannot be shown until the site can be reached again.',
  tryAgain: 'Try again',
  savedPagesHeading: 'Pages you can open offline',
  savedDocumentsHeading: 'Documents you can open offline',
  /** Under an entry's link: when it was saved ({when} as in savedCopy). */
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

  /** The page Varnish answers when neither the site nor a saved copy can (scripts/varnish-error-page.ts). */
  unreachableRetry: 'Please try again in a few minutes.',
  callTheOffice: 'For anything urgent, please call the school office:',
} as const;
