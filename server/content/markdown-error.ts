/** Thrown for a block the renderer cannot make sense of; the loader adds the file and line. */
export class MarkdownError extends Error {
  readonly line: number | undefined;
  constructor(message: string, line?: number) {
    super(message);
    this.line = line;
  }
}
