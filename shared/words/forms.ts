// The TC and career forms in English: their labels, checks and answers (words.yaml `forms:`).
// `messages` and `careerFields` in English are also the /bff answers' texts (the API's contract).

export const FORM_WORDS = {
  submit: 'Submit',
  submitting: 'Submitting…',
  messages: {
    tcEmptyField: 'Please fill in all fields',
    tcFailed: 'Failed to process your request. Please try again later.',
    tcDownloadFailed: 'Failed to download data.',
    tcNotFound:
      "We found no transfer certificate for this name and admission number. Please check both as they are printed on the school's records (the admission number as on the fee receipt or report card) and try again.",
    /** The /bff/career answer (the API's words); the page says careerThanks. */
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
  },
  /** Each career field's message when empty or malformed, in the page's check and the server's. */
  careerFields: {
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
  },
  tc: {
    heading: 'Download Transfer Certificate',
    intro: 'Enter the student’s name and admission number exactly as in the school records.',
    name: 'Student Name',
    admission: 'Admission Number',
    /** After a failure that retrying will not mend; the office's number follows. */
    callOffice: 'If the details are right, please call the school office at',
    sampleCaption: 'Sample transfer certificate',
    /** {school} is the school's name. */
    sampleDescription:
      "Sample transfer certificate of {school}: the school's name and address at the top, then the pupil's admission no., name, parents' names, date of birth, class last studied, date of leaving and conduct, signed by the principal.",
    sampleTitle: 'TRANSFER CERTIFICATE',
    sampleFields: {
      admission: 'Admission No.',
      name: 'Name of Student',
      parents: "Father's / Mother's Name",
      birth: 'Date of Birth',
      class: 'Class last studied',
      leaving: 'Date of leaving',
      conduct: 'Conduct',
    },
    sampleDate: 'Date',
    samplePrincipal: 'Principal',
    found: 'Transfer certificate found',
    /** {name} is the name typed. */
    foundImage: 'Transfer certificate of {name}',
    download: 'Download',
    print: 'Print',
  },
  career: {
    openPosts: 'Open posts',
    heading: 'Application Form',
    /** Before and after the asterisk, and what a screen reader hears for it. */
    requiredBefore: 'Fields marked',
    requiredAsterisk: 'with an asterisk',
    requiredAfter: 'are required.',
    labels: { name: 'Name', email: 'Email', phone: 'Phone No.', message: 'Your Message' },
    next: 'What happens next: the school office reads every application and contacts you by e-mail or phone when a post suits you. There is no need to send it again.',
    /** {field}, or {count} and {fields}. */
    correctOne: 'Please correct {field}.',
    correctMany: 'Please correct {count} fields: {fields}.',
    /** The page when the application was sent but no page could be made. */
    sentTitle: 'Application sent',
  },
} as const;
