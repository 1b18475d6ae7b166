import type { DateWords } from '../../../shared/dates.ts';
import { admissionsData } from '../../../shared/admissions.ts';
import type { School } from '../../../shared/content-schema.ts';
import type { AdmissionsData, IsoDate, RegistrationNotice } from '../../../shared/types.ts';
import type { Answer } from '../../cache/cached-body.ts';
import type { Sources } from '../../provider/sources.ts';

/** school.yaml's registration window, with the content version it was read in. */
export type AdmissionsSource = () => { config: School['admissions']; dates: DateWords; version: string };

/** Without the notice, ask again soon rather than keep the thin answer. */
const WITHOUT_NOTICE_POLICY = { maxAgeSeconds: 5, staleSeconds: 0 };

/**
 * Whether registration is open today, keyed by the school's day so it changes on time. A failing
 * provider loses only the notice, never the state (the content folder's).
 */
export function admissionsService(
  sources: Sources,
  today: () => IsoDate,
  admissions: AdmissionsSource,
): () => Promise<Answer<AdmissionsData>> {
  return async () => {
    const notices = await sources.registration().catch(() => null);
    const { config, dates, version } = admissions();
    const day = today();
    return {
      key: `/bff/admissions|${day}`,
      version: `admissions:${version}:${notices?.version ?? 'none'}`,
      build: () => admissionsData(config, (notices?.value ?? []) as RegistrationNotice[], day, dates),
      ...(notices ? {} : { policy: WITHOUT_NOTICE_POLICY }),
    };
  };
}
