// /accessibility: the accessibility statement, linked from every page's footer.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const accessibility: ContentPage = {
  lead: `${school.name} wants every parent, student and visitor to be able to use this website, whatever device, connection or assistive technology they use.`,
  blocks: [
    {
      type: 'section',
      heading: 'The standard we aim at',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'We aim to meet the ',
            { text: 'Web Content Accessibility Guidelines (WCAG) 2.2', href: 'https://www.w3.org/TR/WCAG22/' },
            ' at level AA on every page of this site.',
          ],
        },
        {
          type: 'list',
          items: [
            'Every page can be used with a keyboard alone: the menu, the filters, the photo viewer and the forms.',
            'Headings, landmarks and labels let screen readers announce each page and move around it.',
            'Text and controls keep a contrast of at least 4.5 to 1, and pages work from 360 pixels wide without sideways scrolling.',
            'Moving content can be paused: carousels and news tickers stop on hover and focus and have a pause button, and with "reduce motion" set on your device the opening fireworks are not shown and carousels do not move on their own.',
            'Pages arrive with their content already in place, so they work on slow connections and show their text even before scripts load.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'How we test',
      blocks: [
        {
          type: 'list',
          items: [
            'Automated browser tests open every page in Chromium at phone width (360 pixels) and desktop width (1280 pixels) and check it with axe-core, which must report no violations.',
            'The same tests walk the menu, the photo viewer, the notices popup and the forms with the keyboard alone, and check that focus moves into dialogs, stays there and returns when they close.',
            'Lighthouse checks the pages parents use most on a simulated mid-range phone; its accessibility score must be 100.',
            'These checks run on every change to the site before it is published.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'What is not yet fully accessible',
      blocks: [
        {
          type: 'list',
          items: [
            'The fee structure, academic calendar, time table and medical certificate are PDF files prepared by the school office; they may not work well with every screen reader. Ask us and we will send the information in another form.',
            'Photos in the gallery and in news come from the school office and are described only by their album or news title.',
            'The map on the contact page comes from an outside service; the address is also written out in full on the same page.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Tell us about a problem',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'If something on this site does not work for you, please tell us which page and what happened. Write to ',
            { text: school.email, href: `mailto:${school.email}?subject=Website%20accessibility` },
            ' or call ',
            { text: school.phone.display, href: `tel:${school.phone.tel}` },
            ` (${school.officeHours}). We reply within five working days and, where we can, send the information you needed in a form that works for you in the meantime.`,
          ],
        },
        { type: 'paragraph', text: 'This statement was last reviewed in November 2026.' },
      ],
    },
  ],
};
