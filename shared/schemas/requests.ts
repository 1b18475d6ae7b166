import { Type, type Static } from '@sinclair/typebox';
import { SEARCH_MAX_LENGTH } from '../search.ts';
import { ITEM_ID } from '../links.ts';
import { IMAGE_WIDTHS } from '../media.ts';
import { CAREER_FIELD_MESSAGES, MESSAGES } from '../messages.ts';

// JSON schemas of the /bff contract (shared/types.ts). They validate input, drive the
// OpenAPI document at /bff/docs, and give the visitor-facing hints for a bad value.

// Stryker disable ObjectLiteral,StringLiteral: the members' descriptions are read in /bff/docs only.
export const ErrorBody = Type.Object(
  {
    type: Type.String({ description: 'RFC 9457: always about:blank (the status says it all)' }),
    title: Type.String({ description: "RFC 9457: the status's phrase" }),
    status: Type.Integer(),
    detail: Type.String({ description: 'RFC 9457: what went wrong, for a visitor' }),
    statusCode: Type.Integer({ description: 'The same as status (older clients read it)' }),
    error: Type.String({ description: 'The same as title' }),
    message: Type.String({ description: 'The same as detail' }),
  },
  // Stryker restore ObjectLiteral,StringLiteral
  // Stryker disable next-line ObjectLiteral,StringLiteral: its name and description in /bff/docs only; no answer changes.
  { $id: 'ErrorBody', description: 'The one error shape of every /bff route' },
);

export const ListQuery = Type.Object({
  year: Type.Optional(
    Type.String({ pattern: '^(all|\\d{4})$', description: 'A four-digit year or "all"; default this year' }),
  ),
  month: Type.Optional(Type.String({ pattern: '^(all|0?[1-9]|1[0-2])$', description: '1-12 or "all"; default all' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Case-insensitive part of the title' })),
});
export type ListQuery = Static<typeof ListQuery>;

export const SearchQuery = Type.Object({
  q: Type.String({
    maxLength: SEARCH_MAX_LENGTH,
    description: 'Words to find; each word or one the school lists as meaning the same (school.yaml search.synonyms)',
  }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const ToppersQuery = Type.Object({
  class: Type.Union([Type.Literal('X'), Type.Literal('XII')], { description: 'X or XII' }),
  session: Type.Optional(
    Type.String({ pattern: '^(all|\\d{4}-\\d{4})$', description: 'YYYY-YYYY or "all"; default last year-this year' }),
  ),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Case-insensitive part of the name' })),
});
export type ToppersQuery = Static<typeof ToppersQuery>;

/** What a gallery album id looks like; anything else is refused before the provider is asked. */
export const ALBUM_ID = ITEM_ID;

export const AlbumParams = Type.Object({
  id: Type.String({ pattern: ALBUM_ID.source, description: 'Gallery item id' }),
});

/** The largest form body either form's route reads (its text fields' limits, with room to spare). */
export const FORM_BODY_LIMIT = 8 * 1024;

export const TcBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 120 })),
    admission: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);
export type TcBody = Static<typeof TcBody>;

// The school's staff read these in the provider's screens: no control characters anywhere (a
// message keeps its line breaks and tabs), and no markup in the name, which is shown as a title.
// Each is one pass: "some non-space" is a lookahead, so no input makes them backtrack.
// Stryker disable next-line StringLiteral: equivalent today, as the e-mail format already refuses control characters; kept so a looser format (international addresses) cannot let them in.
const NO_CONTROLS = '^[^\\p{Cc}]*$';
const NAME = '^(?=[\\s\\S]*\\S)[^\\p{Cc}<>]*$';
// Plain text for the staff who read it: no HTML tag (a "<" before a letter, "/", "!" or "?"); "<3" and "> 90%" are fine.
const MESSAGE = '^(?=[\\s\\S]*\\S)(?![\\s\\S]*<[A-Za-z/!?])(?:[^\\p{Cc}]|[\\n\\r\\t])*$';

export const CareerBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: NAME }),
    email: Type.String({ format: 'email', maxLength: 254, pattern: NO_CONTROLS }),
    phone: Type.String({ pattern: '^\\+?[0-9][0-9 ()-]{5,19}$' }),
    message: Type.String({ minLength: 1, maxLength: 3000, pattern: MESSAGE }),
  },
  { additionalProperties: false },
);
export type CareerBody = Static<typeof CareerBody>;

/** What a visitor is told when one field of their input is wrong. */
export const FIELD_HINTS: Record<string, string> = {
  year: 'year must be a four-digit year or "all"',
  month: 'month must be a number from 1 to 12 or "all"',
  q: 'search text must be at most 100 characters',
  class: 'class must be X or XII',
  session: 'session must look like 2024-2025 or be "all"',
  id: 'the album id is not valid',
  // From the widths themselves: a hand-kept list had lost 480 and 800.
  w: `Image width must be one of ${IMAGE_WIDTHS.join(', ')}.`,
  ...CAREER_FIELD_MESSAGES.invalid,
  admission: MESSAGES.tcEmptyField,
};
