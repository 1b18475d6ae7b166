import type { Inline, LinkTarget, RichText } from '@content/pages/blocks.ts';
import { paths } from '@/config/paths.ts';
import { SmartLink } from './smart-link.tsx';

export function hrefOf(target: LinkTarget): string {
  return 'page' in target ? paths[target.page] : target.href;
}

function InlinePiece({ piece }: { piece: Inline }) {
  if (typeof piece === 'string') return piece;
  if ('strong' in piece) return <strong>{piece.strong}</strong>;
  return <SmartLink href={hrefOf(piece)}>{piece.text}</SmartLink>;
}

/** Renders a run of text, bold words and links from the content data. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return (
    <>
      {text.map((piece, i) => (
        <InlinePiece key={i} piece={piece} />
      ))}
    </>
  );
}
