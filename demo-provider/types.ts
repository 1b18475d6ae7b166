// The demo provider's public shapes: its options and what build/start hand back.
import type { FastifyInstance } from 'fastify';
import type { DemoSchool } from './school-profile.ts';
import type { SeedData } from './seed.ts';
import type { DemoSwitches } from './switches.ts';

export interface DemoProviderOptions {
  /** Required bearer token. */
  token: string;
  /** `{schoolcode}` path segments and the x-school-code header. */
  schoolCode: string;
  /** `{schoolId}` path segments; defaults to schoolCode. */
  schoolId?: string;
  /**
   * The content folder whose school the records speak for (school.yaml, demo-provider.yaml);
   * default the example school's content/, null for a neutral school with no name.
   */
  contentDir?: string | null;
  /** The school itself, instead of reading contentDir. */
  school?: DemoSchool;
  /** Anchors the seeded years; default new Date(). */
  now?: Date;
  /** Default false. */
  logger?: boolean;
  /** Expose /__demo/* control routes over HTTP; default true. */
  control?: boolean;
  /** Where generated JPEGs are cached on disk; default os.tmpdir()/school-demo-provider-images-v1. */
  imageCacheDir?: string;
}

export interface CareerSubmission {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the provider received it, ISO timestamp. */
  receivedAt: string;
}

export interface DemoProvider {
  app: FastifyInstance;
  /** Mutate in tests; reset() restores the defaults. */
  switches: DemoSwitches;
  /** Switches to defaults and call counters to zero; keeps submissions. */
  reset(): void;
  /** Requests received (all, or of one route key), counted before auth and switches. */
  callCount(routeKey?: string): number;
  /** Career forms received, in order. */
  submissions: CareerSubmission[];
  /** The URL of every file download (GET of an image or PDF) since the last reset, in order. */
  fileRequests: string[];
  tcStudents: ReadonlyArray<{ name: string; admission: string }>;
  /** The raw seeded records, so tests can compare. */
  data: SeedData;
  /** The school the records speak for. */
  school: DemoSchool;
}

export interface StartedDemoProvider extends DemoProvider {
  /** Like http://127.0.0.1:12345, no trailing slash. */
  url: string;
  close(): Promise<void>;
}
