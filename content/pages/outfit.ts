// /outFit: uniform rules for the primary and the higher sections.

import { school } from '../school.ts';
import type { ContentPage } from './blocks.ts';

export const outfit: ContentPage = {
  lead: `The uniform is a sign that every student belongs to ${school.name}. It must be complete, clean and neatly worn every school day, at school functions and on school outings.`,
  blocks: [
    {
      type: 'section',
      heading: 'General rules',
      blocks: [
        {
          type: 'list',
          items: [
            'Uniforms are available only from the school’s authorised outfitter, so that colour and cloth are the same for everyone.',
            'Summer uniform is worn from 1 April to 31 October and winter uniform from 1 November to 31 March, unless the school announces a change because of the weather.',
            'The school badge and identity card are worn every day.',
            'Jewellery, coloured nail polish, henna, tattoos and fashion accessories are not allowed. Girls may wear one pair of small plain studs.',
            'A student who comes to school improperly dressed may be sent home with a note in the school diary.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Primary section (LKG to Class V)',
      blocks: [
        {
          type: 'table',
          caption: 'Primary section uniform',
          columns: ['Item', 'Summer', 'Winter'],
          rowHeaders: true,
          rows: [
            ['Girls', 'Sky-blue checked tunic with white half-sleeved blouse', 'Navy-blue tunic, white full-sleeved blouse and navy-blue cardigan'],
            ['Boys', 'White half-sleeved shirt with navy-blue shorts', 'White full-sleeved shirt, navy-blue trousers and navy-blue V-neck pullover'],
            ['Tie and belt', 'School tie (elastic) and school belt', 'School tie (elastic) and school belt'],
            ['Socks', 'White ankle socks', 'Navy-blue socks'],
            ['Shoes', 'Black Velcro shoes', 'Black Velcro shoes'],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Higher sections (Class VI to Class XII)',
      blocks: [
        {
          type: 'table',
          caption: 'Higher sections uniform',
          columns: ['Item', 'Summer', 'Winter'],
          rowHeaders: true,
          rows: [
            ['Girls', 'White half-sleeved shirt with navy-blue divided skirt (Classes VI–X) or navy-blue trousers and kurta (Classes XI–XII)', 'White full-sleeved shirt, navy-blue skirt or trousers, navy-blue blazer with the school crest'],
            ['Boys', 'White half-sleeved shirt with navy-blue trousers', 'White full-sleeved shirt, navy-blue trousers, navy-blue blazer with the school crest'],
            ['Tie and belt', 'School tie and school belt', 'School tie and school belt'],
            ['Socks', 'Navy-blue socks', 'Navy-blue socks'],
            ['Shoes', 'Black leather lace-up shoes, polished', 'Black leather lace-up shoes, polished'],
          ],
        },
        {
          type: 'paragraph',
          text: 'On very cold days a plain navy-blue muffler, cap and gloves may be worn. Jackets and sweaters of other colours are not allowed over the uniform.',
        },
      ],
    },
    {
      type: 'section',
      heading: 'House days',
      blocks: [
        {
          type: 'paragraph',
          text: 'Every student belongs to one of four houses. On Wednesdays and Saturdays, and for sports practice and the annual sports meet, students wear the house T-shirt with white shorts or track pants (navy-blue track suit in winter) and white canvas shoes with white socks.',
        },
        {
          type: 'table',
          caption: 'Houses and their colours',
          columns: ['House', 'Colour'],
          rowHeaders: true,
          rows: [
            ['St. Patrick', 'Green'],
            ['St. Aidan', 'Blue'],
            ['St. Brigid', 'Red'],
            ['St. Columba', 'Yellow'],
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Shoes',
      blocks: [
        {
          type: 'list',
          items: [
            'Black shoes are worn on uniform days and white canvas shoes on house days; sports shoes of other colours are not allowed.',
            'Shoes must be polished or clean, with laces tied.',
            'Sandals and slippers are allowed only with a medical note.',
          ],
        },
      ],
    },
    {
      type: 'section',
      heading: 'Hair and grooming',
      blocks: [
        {
          type: 'list',
          items: [
            'Girls with hair below the shoulders tie it in two plaits (primary section) or a single plait or ponytail (higher sections), with navy-blue or black ribbons or bands.',
            'Boys keep their hair short, neatly cut and combed, without fancy styles or colour. Sikh students wear a navy-blue or black patka or turban.',
            'Hair may not be coloured or highlighted. Nails are kept short and clean.',
          ],
        },
      ],
    },
  ],
};
