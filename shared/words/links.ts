// Links to other sites and files, and sharing a page, in English (words.yaml `links:`).

export const LINK_WORDS = {
  /** Read by screen readers after a link that opens another site or a file in a new tab. */
  newTab: '(opens in a new tab)',
  /** A news item's, event's or notice's file. */
  attachment: 'View attachment',
  /** The same with the file's kind and size: {about} is like "PDF, 1.2 MB". */
  attachmentAbout: 'View attachment ({about})',
  /** Its name for screen readers: {title} is the item's, {about} the file's kind and size. */
  attachmentLabel: 'View attachment: {title} ({about}, opens in a new tab)',
  /** The same where the file's kind and size are not known. */
  attachmentLabelPlain: 'View attachment: {title} (opens in a new tab)',
  /** A file's kind in the attachment's {about}, by what its name ends in. */
  kinds: {
    /** .pdf */
    pdf: 'PDF',
    /** .jpg, .jpeg, .png, .webp */
    image: 'image',
    /** .doc, .docx */
    word: 'Word',
  },
  /** A file's size in the attachment's {about}: {n} is the number. */
  sizes: {
    /** Under 1,000 bytes. */
    bytes: '{n} bytes',
    kb: '{n} KB',
    mb: '{n} MB',
    /** Between the whole and the tenth in "1.2 MB" (in quotes in words.yaml: "," alone is not text there). */
    decimal: '.',
  },
  /** A notice's link to another address. */
  openLink: 'Open link',
  /** The share buttons under a news item, event or notice. */
  share: {
    /** The buttons' group, for screen readers: {title} is the item's. */
    group: 'Share: {title}',
    /** Where the phone has a share sheet. */
    share: 'Share',
    /** Where it has none, or without scripts. */
    whatsApp: 'Share on WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied: paste it into a chat.',
    notCopied: 'The link could not be copied: copy the address from the address bar.',
    /** When the share sheet failed (not when it was closed). */
    failed: 'Sharing did not work here: copy the address from the address bar.',
  },
} as const;
