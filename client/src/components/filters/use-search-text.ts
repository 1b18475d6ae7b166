import { useState } from 'react';
import { usePage } from '@/lib/page-context.tsx';

/**
 * A text box mirrored into the URL (`replace`). It keeps its own text (URL updates arrive in a
 * transition and would jump the caret), adopting the URL's only after other navigations.
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
