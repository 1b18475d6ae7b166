import { newReport, type NormalizeContext } from './normalize-values.ts';

/** A fresh context in the school's time zone, filling `media` when given. */
export const ctx = (media?: Set<string>): NormalizeContext => ({
  timeZone: 'Asia/Kolkata',
  report: newReport(),
  ...(media ? { media } : {}),
});
