import type { FastifyBaseLogger } from 'fastify';
import type { SiteContent } from '../content/load-content.ts';
import { contentMediaPaths } from '../modules/media/published-media.ts';
import type { ProviderClient } from '../provider/client.ts';
import { givenPdfs } from '../../shared/school-parts.ts';

/** A file at the provider that the content folder links to, and where it is named. */
export interface NamedFile {
  path: string;
  /** "school.yaml pdfs.feeStructure", "pages/fees.md". */
  namedIn: string;
}

/** How many files are asked about at once. */
const AT_ONCE = 4;

/** Every provider file the content links to: school.yaml's PDFs and the pages' /pdf and /bff/media links. */
export function providerFilesNamed(content: SiteContent): NamedFile[] {
  const files = new Map<string, NamedFile>();
  for (const [key, pdf] of givenPdfs(content.school))
    files.set(pdf.path, { path: pdf.path, namedIn: `school.yaml pdfs.${key}` });
  for (const page of content.pages.values())
    for (const path of contentMediaPaths([], [page.html]))
      if (!files.has(path)) files.set(path, { path, namedIn: `pages/${page.slug}.md` });
  return [...files.values()];
}

/** The files the provider says it does not have (404 or 410); a failed or slow answer counts as present. */
export async function missingAtProvider(client: ProviderClient, files: readonly NamedFile[]): Promise<NamedFile[]> {
  const missing: NamedFile[] = [];
  for (let start = 0; start < files.length; start += AT_ONCE) {
    const batch = files.slice(start, start + AT_ONCE);
    const found = await Promise.all(batch.map((file) => client.exists(file.path)));
    missing.push(...batch.filter((_, i) => !found[i]));
  }
  return missing;
}

/** What the operator reads: "public/pdf/Fees.pdf (school.yaml pdfs.feeStructure)". */
export const describeFile = (file: NamedFile): string => `${file.path} (${file.namedIn})`;

/**
 * Asks the provider for each file the content names, at start and after each reload; logs the
 * missing ones once per check and keeps them for /readyz.
 */
export class ProviderFilesCheck {
  #missing: NamedFile[] = [];
  #version = '';
  readonly #client: ProviderClient;
  readonly #log: FastifyBaseLogger;

  constructor(client: ProviderClient, log: FastifyBaseLogger) {
    this.#client = client;
    this.#log = log;
  }

  get missing(): readonly NamedFile[] {
    return this.#missing;
  }

  /** Checks `content`'s files unless this version was checked; resolves when done. */
  async check(content: SiteContent): Promise<void> {
    if (content.version === this.#version) return;
    this.#version = content.version;
    const missing = await missingAtProvider(this.#client, providerFilesNamed(content));
    // A newer version may have been checked meanwhile.
    if (content.version !== this.#version) return;
    this.#missing = missing;
    if (missing.length > 0)
      this.#log.warn(
        { missing: missing.map(describeFile) },
        'the content links to files the provider does not have: their links answer 404 until they are put up or the content changes',
      );
  }
}
