/** What columnName reads of markdown-it's tokens (its renderer and its types disagree on Token). */
export interface TokenLike {
  type: string;
  content: string;
  children: TokenLike[] | null;
}

/** The plain text of the header cell above the body cell opening at `idx` ('' when it has none). */
export function columnName(tokens: readonly TokenLike[], idx: number): string {
  let column = 0;
  let i = idx - 1;
  for (; i >= 0 && tokens[i]!.type !== 'tr_open'; i--) if (tokens[i]!.type === 'td_open') column++;
  for (; i >= 0 && tokens[i]!.type !== 'thead_open'; i--);
  const headers: string[] = [];
  for (let j = i + 1; j < tokens.length && tokens[j]!.type !== 'thead_close'; j++) {
    if (tokens[j]!.type === 'th_open') headers.push(inlineText(tokens[j + 1]));
  }
  return headers[column] ?? '';
}

export function inlineText(token: TokenLike | undefined): string {
  if (token?.type !== 'inline') return '';
  return (token.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('')
    .trim();
}
