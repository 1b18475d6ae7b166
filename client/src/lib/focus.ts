/**
 * Restores focus after a dialog closes: to the element that had it, else to #main, so the next Tab
 * starts at the top of the page.
 */
export function restoreFocus(previous: Element | null): void {
  if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
    previous.focus();
    return;
  }
  const main = document.getElementById('main');
  if (main) main.focus({ preventScroll: true });
}
