// The content routes: the home lists, the "All" lists and one gallery album, from the seed.
import type { FastifyInstance } from 'fastify';
import type { Guard } from './guard.ts';
import { castError } from './hostile-bodies.ts';
import type { SeedData } from './seed.ts';
import type { RouteKey } from './switches.ts';

/** Sort key for "newest first" over the vendor's date forms; unreadable dates sort last. */
function dateKey(date: string | undefined): number {
  const ms = Date.parse(date ?? '');
  if (!Number.isNaN(ms)) return ms;
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date ?? '');
  return dayFirst
    ? Date.UTC(Number(dayFirst[3]), Number(dayFirst[2]) - 1, Number(dayFirst[1]))
    : Number.NEGATIVE_INFINITY;
}

function newest<T extends { date: string }>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => dateKey(b.date) - dateKey(a.date)).slice(0, count);
}

type SchoolParam = 'schoolId' | 'schoolcode';

export interface ListRoutesDeps {
  guard: Guard;
  data: SeedData;
  schoolId: string;
  schoolCode: string;
}

export function registerListRoutes(app: FastifyInstance, { guard, data, schoolId, schoolCode }: ListRoutesDeps): void {
  function list(key: RouteKey, url: string, param: SchoolParam, auth: boolean, answer: () => unknown): void {
    app.get<{ Params: Record<SchoolParam, string> }>(url, { onRequest: guard(key, auth) }, async (request, reply) => {
      const expected = param === 'schoolId' ? schoolId : schoolCode;
      if (request.params[param] !== expected) return reply.code(404).send({ message: 'School not found' });
      return answer();
    });
  }

  // The vendor's controllers mix bare arrays and { data: [...] } wrappers; both are kept on
  // purpose because the BFF must accept both:
  //   bare array:      topper, highlight, birthdays, newsAll, eventsAll
  //   { data: [...] }: notification, news, events, onlineRegistration, gallery, galleryAll
  // Home lists are the newest few; the "All" lists come in collection (insertion) order.
  list('topper', '/api/topper/:schoolId', 'schoolId', true, () => data.toppers);
  list('notification', '/api/notification/:schoolId', 'schoolId', true, () => ({ data: data.notifications }));
  list('highlight', '/api/highlight/:schoolId', 'schoolId', false, () => data.highlights);
  list('birthdays', '/api/birthdays/:schoolId', 'schoolId', false, () => data.birthdays);
  list('events', '/api/events/:schoolId', 'schoolId', false, () => ({ data: newest(data.events, 12) }));
  list('news', '/api/news/:schoolId', 'schoolId', false, () => ({ data: newest(data.news, 10) }));
  list('onlineRegistration', '/api/onlineRegistration/:schoolId', 'schoolId', true, () => ({
    data: data.onlineRegistration,
  }));
  list('gallery', '/api/gallery/:schoolId', 'schoolId', false, () => ({ data: newest(data.gallery, 12) }));
  list('galleryAll', '/api/gallery/All/:schoolcode', 'schoolcode', false, () => ({ data: data.gallery }));
  list('newsAll', '/api/news/all/:schoolcode', 'schoolcode', false, () => data.news);
  list('eventsAll', '/api/events/All/:schoolcode', 'schoolcode', false, () => data.events);

  app.get<{ Querystring: { id?: unknown } }>(
    '/api/subGallery',
    { onRequest: guard('subGallery', false) },
    async (request, reply) => {
      const id = request.query.id;
      // Mongoose's findById: no id finds nothing, anything that is not an ObjectId throws.
      if (id === undefined || id === '') return reply.code(404).send({ message: 'Gallery not found' });
      if (typeof id !== 'string' || !/^[0-9a-fA-F]{24}$/.test(id)) return reply.code(500).send(castError(id));
      const item = data.gallery.find((g) => g._id === id.toLowerCase());
      if (!item) return reply.code(404).send({ message: 'Gallery not found' });
      return { data: item };
    },
  );
}
