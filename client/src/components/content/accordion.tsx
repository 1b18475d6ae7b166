import { useId, useState, type ReactNode } from 'react';
import { Heading, useHeadingLevel } from './heading.tsx';

export interface AccordionEntry {
  title: string;
  content: ReactNode;
}

/**
 * The WAI-ARIA accordion pattern: each header is a button inside a heading (so the page outline
 * lists the topics), `aria-expanded` on the button, a labelled region for the panel.
 * Panels open independently; all start closed.
 */
export function Accordion({ items }: { items: readonly AccordionEntry[] }) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <AccordionItem key={item.title} item={item} />
      ))}
    </div>
  );
}

function AccordionItem({ item }: { item: AccordionEntry }) {
  const [open, setOpen] = useState(false);
  const level = useHeadingLevel();
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className="accordion__item">
      <Heading level={level} className="accordion__heading">
        <button
          type="button"
          id={buttonId}
          className="accordion__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <span>{item.title}</span>
          <span className="accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!open}>
        {item.content}
      </div>
    </div>
  );
}
