// What a list shows while the provider has nothing in it, in English (words.yaml `placeholders:`).

export const PLACEHOLDER_WORDS = {
  /** The highlights' two lines while the provider has none. */
  highlights: 'Stay tuned for latest updates',
  highlightsMore: 'Stay connected for more updates!',
  news: { title: 'News Title', description: 'Stay Tunned For More Updates' },
  topper: { name: 'Student Name', stream: 'Stream', marks: 'Marks' },
  birthday: { name: 'Student Name', class: 'Class' },
  gallery: { title: 'Gallery Title' },
} as const;
