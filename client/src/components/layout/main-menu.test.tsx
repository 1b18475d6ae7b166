import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { renderWithPage } from '@/testing/render-with-page.tsx';
import { TEST_SITE } from '@/testing/site-fixture.ts';
import { MainMenu } from './main-menu.tsx';
import { mainMenuFor } from './menu-items.ts';
import { enhanceMenu } from './menu-controller.ts';

function renderMenu(at: string = paths.home) {
  return renderWithPage(
    <>
      <MainMenu entries={mainMenuFor(TEST_SITE)} />
      <button type="button">Outside</button>
    </>,
    at,
  );
}

const groupButton = (name: string) => screen.getByRole('button', { name });

describe('MainMenu', () => {
  // The behaviour is menu-controller.ts's, as on a page; the groups drop down, as on a desktop.
  let stop = () => {};
  let dropdowns: HTMLStyleElement;
  beforeEach(() => {
    dropdowns = document.createElement('style');
    dropdowns.textContent = '.menu__panel { position: absolute; }';
    document.head.append(dropdowns);
    stop = enhanceMenu();
  });
  afterEach(() => {
    stop();
    dropdowns.remove();
  });

  it('is a navigation landmark named Main with every group as a collapsed disclosure button', () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Updates', 'About', 'Academics', 'Prospectus', 'School Online', 'Download', 'Contact']) {
      const button = within(nav).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('opens a group with Enter and another with Space, one at a time', async () => {
    const user = userEvent.setup();
    renderMenu();
    groupButton('About').focus();
    await user.keyboard('{Enter}');
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveAttribute('href', paths.about);
    expect(screen.getByRole('link', { name: 'Aims & Objectives' })).toBeVisible();

    groupButton('Academics').focus();
    await user.keyboard(' ');
    expect(groupButton('Academics')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Fee Structure' })).toHaveAttribute('href', paths.feeStructure);
  });

  it('closes the open group on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(groupButton('Prospectus'));
    const link = screen.getByRole('link', { name: 'Registration & How to Apply' });
    link.focus();
    await user.keyboard('{Escape}');
    expect(groupButton('Prospectus')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Prospectus')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Registration & How to Apply' })).toBeNull();
  });

  it('follows a sensible Tab order into an open group and closes it when focus leaves', async () => {
    const user = userEvent.setup();
    renderMenu();
    groupButton('About').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Introduction' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Our Motto' })).toHaveFocus();
    await user.tab();
    expect(groupButton('Academics')).toHaveFocus();
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders closed, with a Menu link to the list for pages without scripts', () => {
    stop();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('href', `#${toggle.getAttribute('aria-controls')}`);
    expect(document.documentElement).not.toHaveClass('js-menu');
  });

  it('opens the list when the page was loaded with its #main-menu target (a tap before the script ran)', () => {
    stop();
    renderMenu();
    window.history.replaceState(null, '', '#main-menu');
    stop = enhanceMenu();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    // Dropdowns were never shown open without scripts: they stay shut.
    expect(groupButton('Academics')).toHaveAttribute('aria-expanded', 'false');
    window.history.replaceState(null, '', '#');
  });

  it('has a Menu button for phones that toggles aria-expanded on the list it controls', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // A link in the role of a button: Space works as on a button.
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes everything after a navigation', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(groupButton('About'));
    await user.click(screen.getByRole('link', { name: 'Our Motto' }));
    expect(screen.getByTestId('where')).toHaveTextContent(paths.motto);
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open group on a click outside the menu', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(groupButton('Contact'));
    expect(groupButton('Contact')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(groupButton('Contact')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page link with aria-current="page"', async () => {
    const user = userEvent.setup();
    renderMenu(paths.rules);
    await user.click(groupButton('Academics'));
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Result' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers the medical certificate as a plain download, the portal help as a new tab', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(groupButton('Download'));
    const pdf = screen.getByRole('link', { name: /Medical Certificate/ });
    expect(pdf).toHaveAttribute('href', paths.medicalCertificate);
    expect(pdf).toHaveAttribute('download');
    await user.click(groupButton('School Online'));
    const help = screen.getByRole('link', { name: /Portal Help/ });
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAccessibleName(/opens in a new tab/);
    expect(screen.getByRole('link', { name: 'Parent Portal' })).toHaveAttribute('href', paths.parentPortal);
  });
});

describe('MainMenu on a phone (groups open in place)', () => {
  let stop = () => {};
  beforeEach(() => {
    stop = enhanceMenu();
  });
  afterEach(() => stop());

  it('keeps every group open when the list was opened before the script ran, as it was shown, so nothing folds away', () => {
    stop();
    renderMenu();
    window.history.replaceState(null, '', '#main-menu');
    stop = enhanceMenu();
    window.history.replaceState(null, '', '#');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Updates', 'About', 'Academics', 'Prospectus', 'School Online', 'Download', 'Contact'])
      expect(groupButton(name), name).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Fee Structure' })).toBeVisible();
  });

  it('opens a second group with one tap and leaves the first open, so nothing moves under the finger', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(groupButton('Academics'));
    const fees = screen.getByRole('link', { name: 'Fee Structure' });
    await user.click(groupButton('Prospectus'));
    expect(groupButton('Prospectus')).toHaveAttribute('aria-expanded', 'true');
    expect(groupButton('Academics')).toHaveAttribute('aria-expanded', 'true');
    expect(fees).toBeVisible();
    // A second tap closes a group, as a disclosure does.
    await user.click(groupButton('Academics'));
    expect(groupButton('Academics')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Prospectus')).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps a group open when focus moves on, and closes everything after a navigation', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(groupButton('About'));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Our Motto' }));
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the group focus is in on Escape, not the first one open', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(groupButton('About'));
    await user.click(groupButton('Prospectus'));
    screen.getByRole('link', { name: 'Registration & How to Apply' }).focus();
    await user.keyboard('{Escape}');
    expect(groupButton('Prospectus')).toHaveAttribute('aria-expanded', 'false');
    expect(groupButton('Prospectus')).toHaveFocus();
    expect(groupButton('About')).toHaveAttribute('aria-expanded', 'true');
  });
});
