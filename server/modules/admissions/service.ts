import { admissionsData } from '../../../shared/admissions.ts';
import type { School } from '../../../shared/content-schema.ts';
import type { AdmissionsData, IsoDate, RegistrationNotice } from '../../../shared/types.ts';
import type { Answer } from '../../cache/cached-body.ts';
import type { Sources } from '../../provider/sources.ts';

/** school.yaml's registration window, and the content folder's version it was read in. */
export type AdmissionsSource = () => { config: School['admissions']; version: string };

/** Without the notice, ask the provider again soon rather than keep the thin answer. */
const WITHOUT_NOTICE_POLICY = { maxAgeSeconds: 5, staleSeconds: 0 };

/**
 * Whether registration is open today, for the admissions page. The answer is keyed by the school's
 * day, so the page says "open" from the window's first day with no one editing it; a failing
 * provider only loses the notice's PDF, never the state, which is the content folder's.
 */
export function admissionsService(
  sources: Sources,
  today: () => IsoDate,
  admissions: AdmissionsSource,
): () => Promise<Answer<AdmissionsData>> {
  return async () => {
    const notices = await sources.registration().catch(() => null);
    const { config, version } = admissions();
    const day = today();
    return {
      key: `/bff/admissions|${day}`,
      version: `admissions:${version}:${notices?.version ?? 'none'}`,
      build: () => admissionsData(config, (notices?.value ?? []) as RegistrationNotice[], day),
      ...(notices ? {} : { policy: WITHOUT_NOTICE_POLICY }),
    };
  };
}
