/**
 * Puts focus back after a dialog or overlay closes: on the element that had it, or, when there
 * was none (focus was on the page itself), at the start of the main content, so the next Tab
 * continues from the top of the page instead of from wherever the dialog sat in the document.
 */
export function restoreFocus(previous: Element | null): void {
  if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
    previous.focus();
    return;
  }
  const main = document.getElementById('main');
  if (main) main.focus({ preventScroll: true });
}
