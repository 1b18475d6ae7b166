// Visitor-facing texts from spec section 8, shared so the server and the page say the same words.
export const MESSAGES = {
  tcEmptyField: 'Please fill in all fields',
  tcFailed: 'Failed to process your request. Please try again later.',
  tcDownloadFailed: 'Failed to download data.',
  tcNotFound:
    'We found no transfer certificate for this name and admission number. Please check both as they are printed on the school\'s records (the admission number as on the fee receipt or report card) and try again.',
  careerSuccess: 'Your Form Submitted Successfully.',
  careerFailed: 'We could not send your application just now. Please try again in a few minutes.',
  tooManyRequests: 'Too many submissions from your connection. Please wait a minute and try again.',
  tooManyPages: 'Too many new pages were asked for from your connection. Please wait a minute and try again.',
  providerUnavailable: 'The school information service is not answering right now. Please try again later.',
  connectionFailed: 'We could not reach the school website just now. Please check your connection and try again.',
} as const;

export const PLACEHOLDERS = {
  highlights: ['Stay tuned for latest updates', 'Stay connected for more updates!'],
  news: { title: 'News Title', description: 'Stay Tunned For More Updates' },
  topper: { name: 'Student Name', stream: 'Stream', marks: 'Marks' },
  birthday: { name: 'Student Name', class: 'Class' },
  gallery: { title: 'Gallery Title' },
} as const;
