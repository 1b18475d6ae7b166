import type {
  Birthday,
  EventItem,
  GalleryAlbum,
  GalleryItem,
  Highlight,
  NewsItem,
  NotificationItem,
  RegistrationNotice,
  Topper,
} from '../../shared/types.ts';
import {
  isRecord,
  text,
  idOf,
  firstMedia,
  allMedia,
  externalUrl,
  parseClass,
  normalizeList,
  dateOf,
  parseMarks,
  parseSession,
  type NormalizeContext,
} from './normalize-values.ts';

// Turns the provider's loosely shaped records into the /bff shapes. Vendor data is messy
// (missing keys, numbers as strings, several date formats, duplicate ids, null lists), so each
// record is repaired where the intent is clear and skipped where it is not, never thrown on.

export function normalizeNews(input: unknown, ctx: NormalizeContext): NewsItem[] {
  return normalizeList(input, ctx, (raw, id) => {
    const title = text(raw.title);
    if (!title && !text(raw.description)) return 'no title or description';
    return {
      id,
      title,
      description: text(raw.description),
      date: dateOf(raw, ctx, id, 'date', 'fromDate', 'createdAt'),
      attachment: firstMedia(raw.attachments, ctx),
    };
  });
}

export function normalizeEvents(input: unknown, ctx: NormalizeContext): EventItem[] {
  return normalizeList(input, ctx, (raw, id) => {
    const title = text(raw.title);
    if (!title) return 'no title';
    return {
      id,
      title,
      description: text(raw.description),
      date: dateOf(raw, ctx, id, 'date', 'fromDate'),
      time: text(raw.time),
      venue: text(raw.venue),
      image: firstMedia(raw.images, ctx) ?? firstMedia(raw.image, ctx),
      attachment: firstMedia(raw.attachments, ctx),
    };
  });
}

/** Gallery lists hold every category; only PhotoGallery is shown. */
export function normalizeGallery(input: unknown, ctx: NormalizeContext): GalleryItem[] {
  return normalizeList(
    input,
    ctx,
    (raw, id) => {
      if (text(raw.category).toLowerCase() !== 'photogallery') return 'not PhotoGallery';
      const photos = allMedia(raw.attachments, ctx);
      return {
        id,
        title: text(raw.title),
        description: text(raw.description),
        date: dateOf(raw, ctx, id, 'date', 'createdAt'),
        image: photos[0] ?? null,
        photoCount: photos.length,
      };
    },
    'drop',
  );
}

export function normalizeAlbum(input: unknown, ctx: NormalizeContext): GalleryAlbum | null {
  const raw = Array.isArray(input) ? input[0] : input;
  if (!isRecord(raw)) return null;
  const id = idOf(raw);
  if (!id) return null;
  const photos = allMedia(raw.attachments, ctx);
  return {
    id,
    title: text(raw.title),
    description: text(raw.description),
    date: dateOf(raw, ctx, id, 'date', 'createdAt'),
    updatedAt: dateOf(raw, ctx, id, 'updatedAt', 'updatedOn'),
    photos,
    total: photos.length,
  };
}

export function normalizeToppers(input: unknown, ctx: NormalizeContext): Topper[] {
  return normalizeList(input, ctx, (raw, id) => {
    const cls = parseClass(raw.class);
    if (!cls) return `unknown class ${text(raw.class)}`;
    const name = text(raw.name);
    if (!name) return 'no name';
    const marks = parseMarks(raw.division ?? raw.marks);
    if (marks === null) ctx.report.repaired.push({ id, fix: 'marks unreadable' });
    return {
      id,
      name,
      class: cls,
      session: parseSession(raw.sessionYear ?? raw.session),
      stream: text(raw.stream),
      marks,
      photo: firstMedia(raw.attachments, ctx),
    };
  });
}

export function normalizeBirthdays(input: unknown, ctx: NormalizeContext): Birthday[] {
  return normalizeList(input, ctx, (raw, id) => {
    const name = text(raw.name);
    if (!name) return 'no name';
    return { id, name, class: text(raw.class), photo: firstMedia(raw.attachments, ctx) };
  });
}

export function normalizeNotifications(input: unknown, ctx: NormalizeContext): NotificationItem[] {
  return normalizeList(input, ctx, (raw, id) => {
    const title = text(raw.title);
    if (!title && !text(raw.description)) return 'no title or description';
    return {
      id,
      title,
      description: text(raw.description),
      date: dateOf(raw, ctx, id, 'date', 'createdAt'),
      image: firstMedia(raw.image, ctx),
      attachment: firstMedia(raw.attachments, ctx),
      url: externalUrl(raw.url),
    };
  });
}

export function normalizeHighlights(input: unknown, ctx: NormalizeContext): Highlight[] {
  return normalizeList(input, ctx, (raw, id) => {
    const description = text(raw.description) || text(raw.title);
    if (!description) return 'no description';
    return { id, description, attachment: firstMedia(raw.attachments, ctx) };
  });
}

export function normalizeRegistration(input: unknown, ctx: NormalizeContext): RegistrationNotice[] {
  const list = isRecord(input) ? [input] : input;
  return normalizeList(list, ctx, (raw, id) => {
    const title = text(raw.title);
    if (!title) return 'no title';
    return { id, title, attachment: firstMedia(raw.attachments, ctx) };
  });
}
