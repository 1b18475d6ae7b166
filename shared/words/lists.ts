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
  },
  news: {
    /** A news story's link to the album of the same event. */
    seeAllPhotos: 'See all photos',
    /** A news story's picture: {title}. */
    photoOf: 'Photo: {title}',
  },
} as const;
