import type { Block, ContentPage, FactsBlock, LinksBlock, PeopleBlock } from '@content/pages/blocks.ts';
import '@/styles/content.css';
import { Accordion } from './accordion.tsx';
import { ContentTable } from './content-table.tsx';
import { Heading, HeadingLevel, useHeadingLevel } from './heading.tsx';
import { MapEmbed } from './map-embed.tsx';
import { Notice } from './notice.tsx';
import { hrefOf, RichTextView } from './rich-text.tsx';
import { SmartLink } from './smart-link.tsx';

/** A whole static page from content data: the lead paragraph, then its blocks. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <div className="prose">
      {page.lead ? (
        <p className="lead">
          <RichTextView text={page.lead} />
        </p>
      ) : null}
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}

export function ContentBlocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <ContentBlock key={i} block={block} />
      ))}
    </>
  );
}

function ContentBlock({ block }: { block: Block }) {
  const level = useHeadingLevel();
  switch (block.type) {
    case 'section':
      return (
        <section className="content-section">
          <Heading>{block.heading}</Heading>
          <HeadingLevel level={level + 1}>
            <ContentBlocks blocks={block.blocks} />
          </HeadingLevel>
        </section>
      );
    case 'heading':
      return <Heading>{block.text}</Heading>;
    case 'paragraph':
      return (
        <p>
          <RichTextView text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={block.ordered ? 'content-list content-list--steps' : 'content-list'}>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichTextView text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return <ContentTable table={block} />;
    case 'accordion':
      return (
        <Accordion
          items={block.items.map((item) => ({
            title: item.title,
            content: (
              <HeadingLevel level={level + 1}>
                <ContentBlocks blocks={item.blocks} />
              </HeadingLevel>
            ),
          }))}
        />
      );
    case 'notice':
      return (
        <Notice tone={block.tone} title={block.title}>
          <p>
            <RichTextView text={block.text} />
          </p>
          {block.items ? (
            <ul>
              {block.items.map((item, i) => (
                <li key={i}>
                  <RichTextView text={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      );
    case 'links':
      return <LinkCards block={block} />;
    case 'facts':
      return <Facts block={block} />;
    case 'map':
      return <MapEmbed title={block.title} embedUrl={block.embedUrl} linkUrl={block.linkUrl} linkLabel={block.linkLabel} />;
    case 'people':
      return <People block={block} />;
  }
}

function LinkCards({ block }: { block: LinksBlock }) {
  return (
    <ul className="link-cards">
      {block.items.map((item) => (
        <li key={item.label} className="link-card">
          <SmartLink className="link-card__link" href={hrefOf(item)}>
            {item.label}
          </SmartLink>
          {item.description ? <p className="link-card__text">{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

function Facts({ block }: { block: FactsBlock }) {
  return (
    <dl className="facts">
      {block.items.map((item) => (
        <div key={item.term} className="facts__row">
          <dt>{item.term}</dt>
          <dd>
            {item.lines.map((line, i) => (
              <span key={i} className="facts__line">
                <RichTextView text={line} />
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function People({ block }: { block: PeopleBlock }) {
  return (
    <ul className="people">
      {block.people.map((person) => (
        <li key={person.role} className="people__card">
          {/* Illustrations, not likenesses: the name and role beside them say everything. */}
          <img src={person.photo} alt="" width={160} height={160} loading="lazy" decoding="async" />
          <p className="people__name">{person.name}</p>
          <p className="people__role">{person.role}</p>
        </li>
      ))}
    </ul>
  );
}
