import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EventItemSchema,
  GalleryAlbumSchema,
  GalleryItemSchema,
  listPageSchema,
  NewsItemSchema,
  SearchAnswerSchema,
  ToppersPageSchema,
} from '../../shared/schemas/responses.ts';
import { startHarness, type Harness } from '../testing/harness.ts';

// The OpenAPI document says what each answer holds: real answers from the demo provider (messy
// records included) must match it, and no route may leave its 200 undocumented.

describe('the documented answers', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  const holds = async (url: string, schema: TSchema) => {
    const res = await h.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    const body: unknown = res.json();
    expect(
      [...Value.Errors(schema, body)].slice(0, 3).map((e) => `${e.path}: ${e.message}`),
      url,
    ).toEqual([]);
    return body;
  };

  it('match the lists, an album and the toppers', async () => {
    await holds('/bff/news?year=all', listPageSchema(NewsItemSchema));
    await holds('/bff/events?year=all', listPageSchema(EventItemSchema));
    const gallery = (await holds('/bff/gallery?year=all', listPageSchema(GalleryItemSchema))) as {
      items: { id: string }[];
    };
    await holds(`/bff/gallery/${gallery.items[0]!.id}`, GalleryAlbumSchema);
    for (const cls of ['X', 'XII']) await holds(`/bff/toppers?class=${cls}&session=all`, ToppersPageSchema);
    for (const q of ['fee', 'annual day', 'school'])
      await holds(`/bff/search?q=${encodeURIComponent(q)}`, SearchAnswerSchema);
    // A schema that does not describe the body is caught: a list page is not an album.
    expect(Value.Check(GalleryAlbumSchema, (await h.app.inject('/bff/news?year=all')).json())).toBe(false);
  });

  it('document a 200 for every route, files by their media types and cached JSON with its validators', async () => {
    const doc = (await h.app.inject('/bff/docs/json')).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              { content?: Record<string, { schema: Record<string, unknown> }>; headers?: Record<string, unknown> }
            >;
          }
        >
      >;
    }>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (method === 'head') continue;
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('200');
      }
    }
    const tc = doc.paths['/bff/tc']!.post!.responses['200']!;
    expect(Object.keys(tc.content!)).toEqual(['image/jpeg']);
    const media = doc.paths['/bff/media/{*}'] ?? doc.paths['/bff/media/*'];
    expect(Object.keys(media!.get!.responses['200']!.content!)).toEqual(
      expect.arrayContaining(['image/webp', 'application/pdf']),
    );
    expect(Object.keys(media!.get!.responses['200']!.headers!)).toEqual(
      expect.arrayContaining(['etag', 'last-modified']),
    );
    const news = doc.paths['/bff/news']!.get!.responses['200']!;
    expect(Object.keys(news.headers!)).toEqual(expect.arrayContaining(['etag', 'cache-control']));
    const items = (
      news.content!['application/json']!.schema as { properties: { items: { items: { properties?: object } } } }
    ).properties.items.items;
    expect(Object.keys(items.properties ?? {})).toEqual(expect.arrayContaining(['id', 'title', 'date', 'attachment']));
  });
});
