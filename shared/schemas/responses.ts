import { Type, type TSchema } from '@sinclair/typebox';
import { SEARCH_KINDS } from '../search.ts';

// /bff answers' shapes: shared/types.ts derives from them and /bff/docs shows them. Bodies go out as
// cached bytes, so these never filter an answer; server/plugins/response-schemas.test.ts checks them.

const Id = Type.String({ description: "The provider's id" });
const Day = Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], {
  description: 'YYYY-MM-DD, or null when the provider gave none that reads',
});
const Media = Type.Union([Type.String({ pattern: '^/bff/media/' }), Type.Null()], {
  description: 'A same-origin /bff/media/ address',
});
const Size = Type.Optional(
  Type.Integer({ minimum: 0, description: "The attachment's size in bytes, when the provider told it" }),
);

export const NewsItemSchema = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  date: Day,
  attachment: Media,
  attachmentSize: Size,
});

export const EventItemSchema = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  date: Day,
  time: Type.String(),
  venue: Type.String(),
  image: Media,
  attachment: Media,
  attachmentSize: Size,
});

export const GalleryItemSchema = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  date: Day,
  image: Media,
  photoCount: Type.Integer({ minimum: 0 }),
});

export const GalleryAlbumSchema = Type.Object({
  id: Id,
  title: Type.String(),
  description: Type.String(),
  date: Day,
  updatedAt: Day,
  photos: Type.Array(Type.String({ pattern: '^/bff/media/' })),
  total: Type.Integer({ minimum: 0 }),
});

export const TopperSchema = Type.Object({
  id: Id,
  name: Type.String(),
  class: Type.Union([Type.Literal('X'), Type.Literal('XII')]),
  session: Type.String(),
  stream: Type.String(),
  marks: Type.Union([Type.Number(), Type.Null()], { description: 'Out of 100; null when unreadable' }),
  photo: Media,
});

export const ToppersPageSchema = Type.Object({
  items: Type.Array(TopperSchema, { description: 'Marks descending' }),
  session: Type.Union([Type.String(), Type.Null()], {
    description: 'The session shown after the fallback, "all", or null when the class has none',
  }),
  sessions: Type.Array(Type.String(), { description: 'Sessions with toppers of this class, newest first' }),
  fellBack: Type.Boolean(),
});

const SearchKindSchema = Type.Union(SEARCH_KINDS.map((kind) => Type.Literal(kind)));

export const SearchAnswerSchema = Type.Object({
  q: Type.String({ description: 'The words searched, trimmed' }),
  groups: Type.Array(
    Type.Object({
      kind: SearchKindSchema,
      hits: Type.Array(
        Type.Object({
          title: Type.String(),
          url: Type.String({ pattern: '^/', description: 'A page of this site, or one of its PDFs' }),
          date: Day,
          snippet: Type.Array(
            Type.Object({ text: Type.String(), mark: Type.Boolean({ description: 'A word the search matched' }) }),
          ),
        }),
        { description: 'Best first; at most 10' },
      ),
      total: Type.Integer({ minimum: 0, description: 'Matches of this kind, shown or not' }),
    }),
    { description: 'The group holding the best result first' },
  ),
  missing: Type.Array(SearchKindSchema, {
    description: 'Kinds not searched now: the provider failed and nothing was cached',
  }),
});

/** What a list answer says besides its items. */
export const ListPageFields = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  year: Type.Union([Type.Integer(), Type.Literal('all')], { description: 'The year shown after the fallback rule' }),
  years: Type.Array(Type.Integer(), { description: 'Years that have items, newest first' }),
  months: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), {
    description: 'Months with items in the year shown',
  }),
  fellBack: Type.Boolean({ description: 'True when the year asked for had none and an earlier one is shown' }),
});

export function listPageSchema<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), ...ListPageFields.properties });
}

/** The headers of a cached /bff answer, for the document. */
const CACHE_HEADERS = {
  'cache-control': {
    type: 'string',
    description: 'public, max-age, stale-while-revalidate and stale-if-error (a CDN may keep it)',
  },
  etag: { type: 'string', description: 'Strong, one per encoding; If-None-Match gets 304' },
  vary: { type: 'string', description: 'accept-encoding' },
};

/** A JSON 200 with the cache headers documented beside its body. */
export function cachedJson<T extends TSchema>(schema: T): T & { headers: typeof CACHE_HEADERS } {
  return { ...schema, headers: CACHE_HEADERS };
}

const Binary = { schema: { type: 'string', format: 'binary' } };

/** A 200 of file bytes in one of these media types, with the given headers documented. */
export function fileAnswer(
  description: string,
  types: readonly string[],
  headers: Record<string, { type: string; description: string }>,
) {
  return { description, headers, content: Object.fromEntries(types.map((type) => [type, Binary])) };
}

export const MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'application/pdf',
] as const;

export const MEDIA_HEADERS = {
  'cache-control': { type: 'string', description: 'public for a week, stale-if-error' },
  etag: {
    type: 'string',
    description: "The provider's, or a tag of the bytes once a whole copy has passed; If-None-Match gets 304",
  },
  'last-modified': { type: 'string', description: "The provider's, when it sends one" },
  'content-disposition': { type: 'string', description: 'inline, or attachment for /pdf/ downloads' },
};
