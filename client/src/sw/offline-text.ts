// The service worker's generic words (copy note, offline page, "form not sent"), kept together so
// they can move to the content folder.

export const OFFLINE_TEXT = {
  /** The note's start when offline. */
  offline: 'You are offline.',
  /** The note's start when the site did not answer in time. */
  notAnswering: 'The site is not answering.',
  /** The rest; {when} is the copy's time. */
  savedCopy: 'This is the copy saved on {when}.',
  /** The note when the copy's time is unknown. */
  savedCopyUndated: 'This is a copy saved on an earlier visit.',

  offlinePageTitle: 'You are offline',
  /** The offline page's title when the site did not answer. */
  unreachablePageTitle: 'The site cannot be reached',
  offlinePageIntro:
    'This page was not saved on this device, so it cannot be shown until the site can be reached again.',
  tryAgain: 'Try again',
  savedPagesHeading: 'Pages you can open offline',
  savedDocumentsHeading: 'Documents you can open offline',
  /** Under an entry: when it was saved. */
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

  /** Varnish's page when neither the site nor a copy answers (scripts/varnish-error-page.ts). */
  unreachableRetry: 'Please try again in a few minutes.',
  callTheOffice: 'For anything urgent, please call the school office:',
} as const;
