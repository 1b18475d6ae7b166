// The block model of the static pages. Pages are data, rendered by client/src/components/content/,
// so another school re-brands by editing content/ alone. Internal links name a page key of the
// client's path table instead of a hard-coded URL, so a renamed route cannot leave a dead link here.

import type { paths } from '@/config/paths.ts';
import type { Person } from '../school.ts';

/** A key of the client's path table, e.g. 'attendance' → /attendance. */
export type PageKey = keyof typeof paths;

export type Inline =
  | string
  | { strong: string }
  | { text: string; href: string }
  | { text: string; page: PageKey };

/** Plain text, or a run of inline pieces (text, bold, links). */
export type RichText = string | readonly Inline[];

export type LinkTarget = { href: string } | { page: PageKey };

export type LinkItem = LinkTarget & {
  label: string;
  description?: string;
};

export interface SectionBlock {
  type: 'section';
  heading: string;
  blocks: readonly Block[];
}

export interface HeadingBlock {
  type: 'heading';
  text: string;
}

export interface ParagraphBlock {
  type: 'paragraph';
  text: RichText;
}

export interface ListBlock {
  type: 'list';
  items: readonly RichText[];
  /** Numbered steps rather than bullets. */
  ordered?: boolean;
}

export interface TableBlock {
  type: 'table';
  /** Required: it names the table for screen readers and labels its scroll region. */
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly RichText[])[];
  /** The first cell of each row heads that row. */
  rowHeaders?: boolean;
}

export interface AccordionItem {
  title: string;
  blocks: readonly Block[];
}

export interface AccordionBlock {
  type: 'accordion';
  items: readonly AccordionItem[];
}

export interface NoticeBlock {
  type: 'notice';
  /** 'important' for rules with consequences (fees, absence); 'info' for helpful hints. */
  tone: 'info' | 'important';
  title: string;
  text: RichText;
  items?: readonly RichText[];
}

export interface LinksBlock {
  type: 'links';
  items: readonly LinkItem[];
}

export interface FactsBlock {
  type: 'facts';
  /** Term and its value; each entry of `lines` is shown on a line of its own (e.g. an address). */
  items: readonly { term: string; lines: readonly RichText[] }[];
}

export interface MapBlock {
  type: 'map';
  title: string;
  embedUrl: string;
  linkUrl: string;
  linkLabel: string;
}

export interface PeopleBlock {
  type: 'people';
  people: readonly Person[];
}

export type Block =
  | SectionBlock
  | HeadingBlock
  | ParagraphBlock
  | ListBlock
  | TableBlock
  | AccordionBlock
  | NoticeBlock
  | LinksBlock
  | FactsBlock
  | MapBlock
  | PeopleBlock;

export interface ContentPage {
  /** The opening paragraph, shown larger. The page title itself comes from the route table. */
  lead?: RichText;
  blocks: readonly Block[];
}
