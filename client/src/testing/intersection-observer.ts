/**
 * jsdom has no IntersectionObserver. This one reports every observed element as on screen at
 * once, as a visitor with the element in view would see it.
 */
export class OnScreenObserver {
  private readonly callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }

  observe(target: Element): void {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }

  unobserve(): void {}

  disconnect(): void {}

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
