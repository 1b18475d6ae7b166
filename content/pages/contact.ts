// /contact: address, phone, e-mail and the map, all from the school identity.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const contact: ContentPage = {
  lead: `We are glad to hear from parents, former students and visitors. The school office is open ${school.officeHours}.`,
  blocks: [
    {
      type: 'section',
      heading: 'Reach us',
      blocks: [
        {
          type: 'facts',
          items: [
            { term: 'Address', lines: [school.name, ...school.address.lines] },
            { term: 'Phone', lines: [[{ text: school.phone.display, href: `tel:${school.phone.tel}` }]] },
            { term: 'E-mail', lines: [[{ text: school.email, href: `mailto:${school.email}` }]] },
            { term: 'Office hours', lines: [school.officeHours] },
            { term: school.helpDeskLabel, lines: [`${school.helpDesk}, every day`] },
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Find us',
      blocks: [
        {
          type: 'map',
          title: school.map.title,
          embedUrl: school.map.embedUrl,
          linkUrl: school.map.linkUrl,
          linkLabel: 'Open in maps',
        },
      ],
    },
    {
      type: 'section',
      heading: 'Other ways we can help',
      blocks: [
        {
          type: 'links',
          items: [
            { label: 'Registration', page: 'registration', description: 'Dates, eligibility and the registration fee.' },
            { label: 'Parent Portal', page: 'parentPortal', description: 'Logging in, passwords and online fee payment.' },
            { label: 'Transfer Certificate', page: 'tc', description: 'Download a copy of an issued TC.' },
            { label: 'Career', page: 'career', description: 'Apply to join our staff.' },
          ],
        },
      ],
    },
  ],
};
