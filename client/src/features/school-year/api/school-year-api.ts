import type { LoaderFunction } from 'react-router-dom';
import type { SchoolYearData } from '@shared/school-year.ts';
import { loadFrom, routeError } from '@/lib/bff-client.ts';
import { usePageData } from '@/lib/page-context.tsx';

/** school-year.yaml on the school's today; a school without the file has no such page (404). */
export const schoolYearLoader: LoaderFunction = (args) =>
  loadFrom(args, async (api) => {
    const year = await api.schoolYear();
    if (!year) throw routeError(404, null, 'Not Found');
    return year;
  });

export const useSchoolYear = () => usePageData<SchoolYearData>();
