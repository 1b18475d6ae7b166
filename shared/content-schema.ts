// The content folder's shapes (content/README.md): school.yaml and each page's front matter,
// checked by the server when it reads the folder, and the data the client receives. The client
// imports types only, so TypeBox never reaches the browser's bundle.
import { Type, type Static } from '@sinclair/typebox';
import { MENU_GROUPS, type MenuGroupLabel } from './menu-groups.ts';

const Text = Type.String({ minLength: 1 });
/** A colour as #rrggbb (load-content.ts gives an office a hint when it is not). */
export const HEX_PATTERN = '^#[0-9a-fA-F]{6}$';
const Hex = Type.String({ pattern: HEX_PATTERN });
const Link = Type.Object(
  { label: Text, href: Type.String({ pattern: '^(https?://|mailto:|tel:|/)' }) },
  { additionalProperties: false },
);
const Pdf = Type.Object(
  { label: Text, path: Type.String({ pattern: '^[A-Za-z0-9_./-]+\\.pdf$' }) },
  { additionalProperties: false },
);
/** A registration window's day: every year's (01-10) or one year's (2027-01-10); admissions.ts reads it. */
const WindowDay = Type.String({ pattern: '^([0-9]{4}-)?[0-9]{2}-[0-9]{2}$' });
/** A file under the folder's images/. */
const ImageFile = Type.String({ pattern: '^[A-Za-z0-9_-][A-Za-z0-9_./-]*\\.(svg|png|jpe?g|webp|avif)$' });
/** A page's meta description: what search results and link previews show under its title. */
const Description = Type.String({ minLength: 1, maxLength: 200 });
/** The words of a page the ERP fills: its description, and its title where the school wants its own. */
const PageText = Type.Object({ title: Type.Optional(Text), description: Description }, { additionalProperties: false });

export const SchoolSchema = Type.Object(
  {
    name: Text,
    shortName: Type.Optional(Text),
    tagline: Text,
    founded: Type.Integer({ minimum: 1000, maximum: 3000 }),
    diocese: Type.Optional(Text),
    board: Text,
    boardShort: Text,
    medium: Text,
    city: Text,
    themeColor: Hex,
    accentColor: Type.Optional(Hex),
    logo: Type.Object(
      { file: ImageFile, width: Type.Integer({ minimum: 1 }), height: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false },
    ),
    officeHours: Text,
    // School hours through the year (Home's "At a glance", /contact); optional.
    timings: Type.Optional(Type.Object({ summer: Text, winter: Text }, { additionalProperties: false })),
    address: Type.Object({ lines: Type.Array(Text, { minItems: 1 }), oneLine: Text }, { additionalProperties: false }),
    phone: Type.Object(
      { display: Text, tel: Type.String({ pattern: '^\\+?[0-9]{6,15}$' }) },
      { additionalProperties: false },
    ),
    email: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    // The office's WhatsApp number with its country code, digits only (a wa.me link); optional.
    whatsapp: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{7,14}$' })),
    helpDesk: Text,
    helpDeskLabel: Text,
    map: Type.Object(
      { title: Text, embedUrl: Type.String({ pattern: '^https://' }), linkUrl: Type.String({ pattern: '^https://' }) },
      { additionalProperties: false },
    ),
    links: Type.Object(
      {
        onlinePayment: Link,
        parentPortal: Link,
        portalHelp: Link,
        boardSite: Link,
        boardResult: Link,
        boardRecheck: Link,
        alumnaeForm: Link,
        mobileApp: Link,
        erpVendor: Link,
      },
      { additionalProperties: false },
    ),
    pdfs: Type.Object(
      { feeStructure: Pdf, calendar: Pdf, timetable: Pdf, medicalCertificate: Pdf },
      { additionalProperties: false },
    ),
    // The registration window and what the admissions page and Home's banner say of it
    // (content/README.md); without it the registration page is its text alone.
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
    // What Home shows of today's birthdays: photo and class (the spec's page), the name only, or
    // nothing. content/README.md says what consent the school should hold first.
    birthdays: Type.Optional(Type.Union([Type.Literal('photos'), Type.Literal('names'), Type.Literal('off')])),
    // The TC form's hint under "Admission Number": its format as printed on the school's papers.
    tc: Type.Optional(Type.Object({ admissionNumberHint: Text }, { additionalProperties: false })),
    // The career page's open posts; an empty list is a valid state, and `none` says so.
    careers: Type.Optional(
      Type.Object(
        {
          vacancies: Type.Array(
            Type.Object({ post: Text, details: Type.Optional(Text) }, { additionalProperties: false }),
          ),
          none: Text,
          // How to send a CV: the provider's form takes four text fields, no file.
          cv: Type.Optional(Text),
        },
        { additionalProperties: false },
      ),
    ),
    // Site search: words that mean the same to a parent ("chutti" and "holiday"), each line one
    // group; a search for any word of a group finds the others.
    search: Type.Optional(
      Type.Object({ synonyms: Type.Array(Type.Array(Text, { minItems: 2 })) }, { additionalProperties: false }),
    ),
    management: Type.Array(Type.Object({ role: Text, name: Text, photo: ImageFile }, { additionalProperties: false })),
    home: Type.Object(
      {
        description: Description,
        welcome: Type.Object({ greeting: Text, subline: Text }, { additionalProperties: false }),
        about: Type.Array(Text, { minItems: 1 }),
        slides: Type.Array(
          Type.Object({ image: ImageFile, alt: Text, caption: Text }, { additionalProperties: false }),
          { minItems: 1 },
        ),
      },
      { additionalProperties: false },
    ),
    // The pages filled from the ERP, not from pages/*.md: their descriptions (and titles, if the
    // school wants its own), so a board's or a school's words never sit in the code.
    pageText: Type.Object(
      {
        news: PageText,
        events: PageText,
        gallery: PageText,
        album: PageText,
        topperX: PageText,
        topperXII: PageText,
        tc: PageText,
        career: PageText,
        siteMap: PageText,
        notFound: PageText,
        search: PageText,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type School = Static<typeof SchoolSchema>;
export type PageTextKey = keyof School['pageText'];
export type PdfKey = keyof School['pdfs'];

export const FrontMatterSchema = Type.Object(
  {
    title: Text,
    section: Text,
    description: Description,
    lead: Type.Optional(Text),
    // When the page's text was last checked or changed (YYYY-MM-DD): the page shows it.
    updated: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
    pdf: Type.Optional(
      Type.Union([
        Type.Literal('feeStructure'),
        Type.Literal('calendar'),
        Type.Literal('timetable'),
        Type.Literal('medicalCertificate'),
      ]),
    ),
    // A page of the school's own (not one of the site's): the menu group it is listed in.
    menu: Type.Optional(Type.Union(MENU_GROUPS.map((group) => Type.Literal(group.label)))),
    // Words a parent may search for that the page's text does not use ("apply", "fees"): site search finds the page by them.
    keywords: Type.Optional(Text),
  },
  { additionalProperties: false },
);

export type FrontMatter = Static<typeof FrontMatterSchema>;

/** A static page as the client receives it: its meta, and its text as sanitized HTML. */
export interface ContentPage {
  slug: string;
  title: string;
  section: string;
  description: string;
  /** The opening paragraph's inline HTML. */
  lead?: string;
  /** When its text was last updated (front matter), YYYY-MM-DD. */
  updated: string;
  /** A page of the school's own: the menu group that lists it (front matter). */
  menu?: MenuGroupLabel;
  /** Words site search finds the page by (front matter). */
  keywords?: string;
  /** On the PDF pages: the PDF the text introduces. */
  pdf?: School['pdfs'][PdfKey];
  html: string;
  /** The page's second-level headings, whose ids are in `html`: its "On this page" list. */
  toc: Array<{ id: string; text: string }>;
}

/** The school's identity and its static pages' meta, as GET /bff/site answers: every page's layout reads it. */
export interface SiteData {
  /** Changes with any file of the content folder. */
  version: string;
  school: School;
  pages: Array<Pick<ContentPage, 'slug' | 'title' | 'section' | 'description' | 'menu'>>;
}
