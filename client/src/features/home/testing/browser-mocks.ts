// Stand-ins for browser features jsdom lacks.
import { stubMatchMedia } from '@/testing/match-media.ts';

export function mockMatchMedia({
  reducedMotion = false,
  width = 1280,
}: { reducedMotion?: boolean; width?: number } = {}) {
  const matches = (query: string): boolean => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (max) return width <= Number(max[1]);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (min) return width >= Number(min[1]);
    return false;
  };
  stubMatchMedia(matches);
}

/** showModal/close for jsdom's <dialog>: the open attribute, the close event, and Escape (cancel, then close). */
export function polyfillDialog(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    this.addEventListener('keydown', escapeCloses);
    const first = this.querySelector<HTMLElement>('[autofocus], button, a[href]');
    first?.focus();
  };
  proto.show = proto.showModal;
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    this.removeEventListener('keydown', escapeCloses);
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
}

function escapeCloses(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const cancel = new Event('cancel', { cancelable: true });
  if (this.dispatchEvent(cancel)) this.close();
}
