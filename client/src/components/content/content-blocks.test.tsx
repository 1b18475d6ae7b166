import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '@content/pages/blocks.ts';
import { paths } from '@/config/paths.ts';
import { ContentPageView } from './content-blocks.tsx';

const page: ContentPage = {
  lead: 'The opening paragraph.',
  blocks: [
    {
      type: 'section',
      heading: 'A section',
      blocks: [
        { type: 'paragraph', text: ['Read the ', { text: 'rules', page: 'rules' }, ' and ', { strong: 'obey' }, '.'] },
        { type: 'heading', text: 'A sub-heading' },
        { type: 'list', items: ['First point', 'Second point'] },
        { type: 'list', ordered: true, items: ['Step one', 'Step two', 'Step three'] },
      ],
    },
    {
      type: 'table',
      caption: 'Houses and colours',
      columns: ['House', 'Colour'],
      rowHeaders: true,
      rows: [
        ['Aidan', 'Blue'],
        ['Brigid', 'Red'],
      ],
    },
    {
      type: 'accordion',
      items: [
        { title: 'Tours', blocks: [{ type: 'paragraph', text: 'Tours text.' }] },
        { title: 'Music', blocks: [{ type: 'paragraph', text: 'Music text.' }] },
      ],
    },
    { type: 'notice', tone: 'important', title: 'Bus fee', text: 'Paid once.', items: ['Not refundable.'] },
    {
      type: 'links',
      items: [
        { label: 'Board results', href: 'https://results.example.org', description: 'External.' },
        { label: 'Medical certificate', page: 'medicalCertificate' },
        { label: 'Admission', page: 'admission' },
      ],
    },
    { type: 'facts', items: [{ term: 'Phone', lines: [[{ text: '+91 1', href: 'tel:+911' }]] }] },
    { type: 'map', title: 'Map of the school', embedUrl: 'https://maps.example/embed', linkUrl: 'https://maps.example', linkLabel: 'Open in maps' },
    { type: 'people', people: [{ role: 'Principal', name: 'Mrs. A', photo: '/images/management/principal.svg' }] },
  ],
};

function renderPage() {
  return render(
    <MemoryRouter>
      <ContentPageView page={page} />
    </MemoryRouter>,
  );
}

describe('ContentPageView', () => {
  it('renders the lead, section headings from h2 down, paragraphs with links and bold text', () => {
    renderPage();
    expect(screen.getByText('The opening paragraph.')).toHaveClass('lead');
    expect(screen.getByRole('heading', { level: 2, name: 'A section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A sub-heading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'rules' })).toHaveAttribute('href', paths.rules);
    expect(screen.getByText('obey').tagName).toBe('STRONG');
  });

  it('renders bulleted and numbered lists', () => {
    renderPage();
    const lists = screen.getAllByRole('list');
    const bullets = lists.find((l) => l.tagName === 'UL' && within(l).queryByText('First point'));
    const steps = lists.find((l) => l.tagName === 'OL');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(steps!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Step one', 'Step two', 'Step three']);
  });

  it('renders a table with a caption, column and row headers, in a labelled focusable scroll region', () => {
    renderPage();
    const table = screen.getByRole('table', { name: 'Houses and colours' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['House', 'Colour']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Aidan', 'Brigid']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveAttribute('scope', 'row');
    const region = screen.getByRole('region', { name: 'Houses and colours' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('renders an accordion whose buttons toggle their panels', async () => {
    const user = userEvent.setup();
    renderPage();
    const tours = screen.getByRole('button', { name: 'Tours' });
    expect(tours.closest('h2')).not.toBeNull();
    expect(tours).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Tours text.')).not.toBeVisible();

    await user.click(tours);
    expect(tours).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Tours' });
    expect(panel).toHaveAttribute('id', tours.getAttribute('aria-controls'));
    expect(within(panel).getByText('Tours text.')).toBeVisible();
    expect(screen.getByText('Music text.')).not.toBeVisible();

    tours.focus();
    await user.keyboard('{Enter}');
    expect(tours).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Tours text.')).not.toBeVisible();
  });

  it('renders a notice with its title, text and items', () => {
    renderPage();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Bus fee');
    expect(note).toHaveTextContent('Paid once.');
    expect(within(note).getByRole('listitem')).toHaveTextContent('Not refundable.');
  });

  it('renders links: external ones in a new tab, files as downloads, pages through the router', () => {
    renderPage();
    const board = screen.getByRole('link', { name: /Board results/ });
    expect(board).toHaveAttribute('target', '_blank');
    expect(board).toHaveAttribute('rel', 'noopener noreferrer');
    expect(board).toHaveAccessibleName('Board results (opens in a new tab)');
    const pdf = screen.getByRole('link', { name: 'Medical certificate' });
    expect(pdf).toHaveAttribute('href', paths.medicalCertificate);
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Admission' })).toHaveAttribute('href', paths.admission);
  });

  it('renders facts, the map frame with its plain link, and people', () => {
    renderPage();
    expect(screen.getByText('Phone').tagName).toBe('DT');
    expect(screen.getByRole('link', { name: '+91 1' })).toHaveAttribute('href', 'tel:+911');
    const map = screen.getByTitle('Map of the school');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('src', 'https://maps.example/embed');
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', 'https://maps.example');
    expect(screen.getByText('Mrs. A')).toBeInTheDocument();
    expect(document.querySelector('img[src="/images/management/principal.svg"]')).toHaveAttribute('alt', '');
  });
});
