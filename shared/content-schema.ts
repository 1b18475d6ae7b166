// The content folder's shapes (content/README.md): school.yaml, front matter, and what the client
// receives. The client imports types only, so TypeBox stays out of its bundle.
import { Type, type Static } from '@sinclair/typebox';
import { ENGLISH_WORDS, type MenuGroupId, type Words } from './words.ts';

const Text = Type.String({ minLength: 1 });
/** A colour as #rrggbb. */
export const HEX_PATTERN = '^#[0-9a-fA-F]{6}$';
const Hex = Type.String({ pattern: HEX_PATTERN });
const HttpsUrl = Type.String({ pattern: '^https://', description: 'an address starting https://' });
const Link = Type.Object(
  {
    label: Text,
    href: Type.String({
      pattern: '^(https?://|mailto:|tel:|/)',
      description: 'an address starting https://, http://, mailto:, tel: or / (a page of the site)',
    }),
  },
  { additionalProperties: false },
);
const Pdf = Type.Object(
  {
    label: Text,
    path: Type.String({
      pattern: '^[A-Za-z0-9_./-]+\\.pdf$',
      description:
        "the file's path at the provider, letters, digits and _ . / - only, ending .pdf (public/pdf/Fees.pdf)",
    }),
  },
  { additionalProperties: false },
);
/** A registration window's day: every year's (01-10) or one year's (2027-01-10). */
const WindowDay = Type.String({
  pattern: '^([0-9]{4}-)?[0-9]{2}-[0-9]{2}$',
  description: 'MM-DD for every year (01-10) or YYYY-MM-DD for one year (2027-01-10)',
});
/** A day of every year, for a season of school hours. */
const SeasonDay = Type.String({
  pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  description: 'MM-DD, a day of every year (10-01 is 1 October)',
});
/** A file under the folder's images/. */
const ImageFile = Type.String({
  pattern: '^[A-Za-z0-9_-][A-Za-z0-9_./-]*\\.(svg|png|jpe?g|webp|avif)$',
  description: 'a file under images/, letters, digits and _ . / - only, ending .svg, .png, .jpg, .webp or .avif',
});
/** A page's meta description (search results, link previews). */
const Description = Type.String({ minLength: 1, maxLength: 200 });
/** An ERP-filled page's title and description, where the school wants its own. */
const PageText = Type.Object(
  { title: Type.Optional(Text), description: Type.Optional(Description) },
  { additionalProperties: false },
);
const Opt = Type.Optional;

export const SchoolSchema = Type.Object(
  {
    name: Text,
    shortName: Text,
    tagline: Opt(Text),
    founded: Type.Integer({ minimum: 1000, maximum: 3000 }),
    diocese: Type.Optional(Text),
    board: Text,
    boardShort: Opt(Text),
    medium: Opt(Text),
    city: Opt(Text),
    themeColor: Hex,
    accentColor: Hex,
    logo: Type.Object(
      { file: ImageFile, width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false },
    ),
    officeHours: Opt(Text),
    // School hours through the year, one row each (Home's "At a glance", /contact); a row with its
    // season's first and last day (MM-DD) is shown on Home only in that season.
    timings: Type.Array(
      Type.Object(
        { label: Text, hours: Text, from: Opt(SeasonDay), to: Opt(SeasonDay) },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
    address: Type.Object({ lines: Type.Array(Text, { minItems: 1 }), oneLine: Text }, { additionalProperties: false }),
    phone: Type.Object(
      {
        display: Text,
        tel: Type.String({
          pattern: '^\\+?[0-9]{6,15}$',
          description:
            'the number to dial, 6 to 15 digits with an optional + in front and nothing else (+913642507788)',
        }),
      },
      { additionalProperties: false },
    ),
    email: Type.String({
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      description: 'one address, such as office@school.example',
    }),
    // The office's WhatsApp number with country code, digits only (a wa.me link).
    whatsapp: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{7,14}$',
        description: 'the country code and number, 8 to 15 digits, no + or spaces (919876543210)',
      }),
    ),
    helpDesk: Opt(Text),
    helpDeskLabel: Opt(Text),
    map: Opt(Type.Object({ title: Text, embedUrl: HttpsUrl, linkUrl: HttpsUrl }, { additionalProperties: false })),
    // Each link is shown only when given (and not at an example address); `more` are the school's own.
    links: Opt(
      Type.Object(
        {
          onlinePayment: Opt(Link),
          parentPortal: Opt(Link),
          portalHelp: Opt(Link),
          boardSite: Opt(Link),
          boardResult: Opt(Link),
          boardRecheck: Opt(Link),
          alumnaeForm: Opt(Link),
          mobileApp: Opt(Link),
          erpVendor: Opt(Link),
          more: Opt(Type.Array(Link)),
        },
        { additionalProperties: false },
      ),
    ),
    pdfs: Opt(
      Type.Object(
        { feeStructure: Opt(Pdf), calendar: Opt(Pdf), timetable: Opt(Pdf), medicalCertificate: Opt(Pdf) },
        { additionalProperties: false },
      ),
    ),
    // The registration window and its wording (content/README.md).
    admissions: Type.Optional(
      Type.Object(
        {
          opens: WindowDay,
          closes: WindowDay,
          classes: Text,
          apply: Type.Optional(Link),
          status: Type.Object(
            { upcoming: Text, open: Text, closed: Text, next: Text },
            { additionalProperties: false },
          ),
          banner: Text,
          actions: Type.Object(
            { heading: Text, call: Text, whatsapp: Text, visit: Text },
            { additionalProperties: false },
          ),
        },
        { additionalProperties: false },
      ),
    ),
    // Home's birthdays: photo and class, name only, or nothing (consent: content/README.md).
    birthdays: Type.Optional(Type.Union([Type.Literal('photos'), Type.Literal('names'), Type.Literal('off')])),
    // The TC form's hint under "Admission Number".
    tc: Type.Optional(Type.Object({ admissionNumberHint: Text }, { additionalProperties: false })),
    // Open posts; an empty list is valid, and `none` says so.
    careers: Type.Optional(
      Type.Object(
        {
          vacancies: Type.Array(
            Type.Object({ post: Text, details: Type.Optional(Text) }, { additionalProperties: false }),
          ),
          none: Text,
          // How to send a CV (the provider's form takes no file).
          cv: Type.Optional(Text),
        },
        { additionalProperties: false },
      ),
    ),
    // Synonym groups ("chutti", "holiday"): a search for one word finds the others.
    search: Type.Optional(
      Type.Object({ synonyms: Type.Array(Type.Array(Text, { minItems: 2 })) }, { additionalProperties: false }),
    ),
    management: Opt(
      Type.Array(Type.Object({ role: Text, name: Text, photo: Opt(ImageFile) }, { additionalProperties: false })),
    ),
    // Home's own words and pictures; a part left out is not shown.
    home: Opt(
      Type.Object(
        {
          description: Opt(Description),
          welcome: Opt(Type.Object({ greeting: Text, subline: Text }, { additionalProperties: false })),
          about: Opt(Type.Array(Text, { minItems: 1 })),
          slides: Opt(
            Type.Array(Type.Object({ image: ImageFile, alt: Text, caption: Text }, { additionalProperties: false }), {
              minItems: 1,
            }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    // ERP-filled pages' titles and descriptions where the school wants its own.
    pageText: Opt(
      Type.Object(
        {
          news: Opt(PageText),
          events: Opt(PageText),
          gallery: Opt(PageText),
          album: Opt(PageText),
          topperX: Opt(PageText),
          topperXII: Opt(PageText),
          tc: Opt(PageText),
          career: Opt(PageText),
          siteMap: Opt(PageText),
          notFound: Opt(PageText),
          search: Opt(PageText),
          schoolYear: Opt(PageText),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type School = Static<typeof SchoolSchema>;
export type PageTextKey = keyof NonNullable<School['pageText']>;
export type PdfKey = keyof NonNullable<School['pdfs']>;
export type Pdf = Static<typeof Pdf>;
export type LinkKey = Exclude<keyof NonNullable<School['links']>, 'more'>;

export const FrontMatterSchema = Type.Object(
  {
    title: Text,
    section: Text,
    description: Description,
    lead: Type.Optional(Text),
    // When the text was last checked or changed (YYYY-MM-DD), shown on the page.
    updated: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'a day as YYYY-MM-DD (2026-06-01)' }),
    pdf: Type.Optional(
      Type.Union([
        Type.Literal('feeStructure'),
        Type.Literal('calendar'),
        Type.Literal('timetable'),
        Type.Literal('medicalCertificate'),
      ]),
    ),
    // An own page's menu group.
    menu: Type.Optional(
      Type.Union(
        Object.entries(ENGLISH_WORDS.groups).flatMap(([id, label]) => [Type.Literal(id), Type.Literal(label)]),
        {
          description: "a menu group's id (updates, about, academics, prospectus, school-online, download, contact)",
        },
      ),
    ),
    // Extra words that find the page in search ("apply", "fees").
    keywords: Type.Optional(Text),
  },
  { additionalProperties: false },
);

export type FrontMatter = Static<typeof FrontMatterSchema>;

/** A static page as the client receives it: meta, and text as sanitized HTML. */
export interface ContentPage {
  slug: string;
  title: string;
  section: string;
  description: string;
  /** The opening paragraph's inline HTML. */
  lead?: string;
  /** YYYY-MM-DD, from front matter. */
  updated: string;
  /** An own page's menu group (front matter, by id or English name). */
  menu?: MenuGroupId;
  /** Extra search words (front matter). */
  keywords?: string;
  /** The PDF the page introduces. */
  pdf?: Pdf;
  html: string;
  /** Second-level headings (ids in `html`): the "On this page" list. */
  toc: Array<{ id: string; text: string }>;
}

/** GET /bff/site: the school's identity and its static pages' meta. */
export interface SiteData {
  /** Changes with any file of the content folder. */
  version: string;
  school: School;
  /** The site's words (words.yaml over the English ones). */
  words: Words;
  pages: Array<Pick<ContentPage, 'slug' | 'title' | 'section' | 'description' | 'menu'>>;
}
