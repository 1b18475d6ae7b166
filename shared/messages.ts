// Visitor-facing texts, shared so the server and the page say the same words.
export const MESSAGES = {
  tcEmptyField: 'Please fill in all fields',
  tcFailed: 'Failed to process your request. Please try again later.',
  tcDownloadFailed: 'Failed to download data.',
  tcNotFound:
    "We found no transfer certificate for this name and admission number. Please check both as they are printed on the school's records (the admission number as on the fee receipt or report card) and try again.",
  // The /bff/career answer, as the /bff contract (shared/types.ts) has it; the page says careerThanks.
  careerSuccess: 'Your Form Submitted Successfully.',
  careerThanks: 'Thank you, we have received your application.',
  careerFailed: 'We could not send your application just now. Please try again in a few minutes.',
  formTooLarge: 'The form is too large to send.',
  formFromAnotherSite:
    "This form can only be sent from the school's own website. Please open the page there and send it again.",
  tcFieldTooLong: "This is longer than a name or admission number on the school's records can be. Please check it.",
  formUnreadable: 'The form could not be read. Please fill it in again and send it.',
  serverFault: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many submissions from your connection. Please wait a minute and try again.',
  tcCeiling: 'Too many certificate requests are being made right now. Please try again in a minute.',
  tooManySearches: 'Too many new searches from your connection. Please wait a minute and try again.',
  tooManyPages: 'Too many new pages were asked for from your connection. Please wait a minute and try again.',
  providerUnavailable: 'The school information service is not answering right now. Please try again later.',
  connectionFailed: 'We could not reach the school website just now. Please check your connection and try again.',
} as const;

/** Each career field's message when empty or malformed, in the page's check and the server's form page. */
export const CAREER_FIELD_MESSAGES = {
  empty: {
    name: 'Please enter your name.',
    email: 'Please enter your e-mail address.',
    phone: 'Please enter your phone number.',
    message: 'Please write a short message: the post you would like and your experience.',
  },
  invalid: {
    name: 'Please enter your name: at most 100 characters, without < or > or control characters.',
    email: 'Please enter a valid e-mail address, like name@example.com.',
    phone: 'Please enter a valid phone number (digits, spaces, +, - and brackets; 6 to 20 characters).',
    message:
      'Please enter your message as plain text: at most 3000 characters, without HTML tags or control characters.',
  },
} as const;
