import { useState } from 'react';
import { usePage } from '@/lib/page-context.tsx';

/**
 * A text box mirrored into the URL with `replace` navigations. The router applies URL changes
 * inside a transition, and an input fed straight from the URL would jump its caret on every
 * keystroke; so the box keeps its own text and adopts the URL's only when the URL moved by
 * another kind of navigation (back/forward, a link), not when it catches up with the typing.
 */
export function useSearchText(fromUrl: string, write: (text: string) => void): [string, (text: string) => void] {
  const { navigationType } = usePage();
  const [local, setLocal] = useState({ text: fromUrl, seen: fromUrl });

  if (fromUrl !== local.seen) {
    setLocal({ text: navigationType === 'REPLACE' ? local.text : fromUrl, seen: fromUrl });
  }

  const update = (text: string) => {
    setLocal((prev) => ({ ...prev, text }));
    write(text);
  };
  return [local.text, update];
}
