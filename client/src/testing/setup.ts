import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { OnScreenObserver } from './intersection-observer.ts';

vi.stubGlobal('IntersectionObserver', OnScreenObserver);

afterEach(() => {
  cleanup();
});
