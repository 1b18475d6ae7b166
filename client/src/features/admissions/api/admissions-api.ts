import type { LoaderFunction } from 'react-router-dom';
import type { AdmissionsData } from '@shared/types.ts';
import type { ContentPage } from '@shared/content-schema.ts';
import { loadFrom, routeError } from '@/lib/bff-client.ts';
import { usePageData } from '@/lib/page-context.tsx';

export interface RegistrationPageData {
  page: ContentPage;
  admissions: AdmissionsData;
}

/** pages/registration.md and whether registration is open today. */
export const registrationLoader: LoaderFunction = (args) =>
  loadFrom(args, async (api) => {
    const [page, admissions] = await Promise.all([api.page('registration'), api.admissions()]);
    // The server starts only with every page, so this one was removed since.
    if (!page) throw routeError(404, null, 'Not Found');
    return { page, admissions } satisfies RegistrationPageData;
  });

export const useRegistrationPage = () => usePageData<RegistrationPageData>();
