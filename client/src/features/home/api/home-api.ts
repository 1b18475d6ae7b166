import type { LoaderFunctionArgs } from 'react-router-dom';
import { usePageData } from '@/lib/page-context.tsx';
import type { HomeData } from '@shared/types.ts';
import { itemPaths } from '@/config/paths.ts';
import { loadFrom } from '@/lib/bff-client.ts';
import { findById, requireNamedItem, type ItemRoute } from '@/lib/shared-item.ts';

/** Every home section in one answer; failed ones come back empty and named. */
export async function homeLoader(args: LoaderFunctionArgs): Promise<HomeData> {
  const data = await loadFrom(args, (api) => api.home());
  // Failed notices are not gone: Home shows without the one asked for.
  if (!data.degraded.includes('notifications')) requireNamedItem(args, NOTICE_PARAM, data.notifications, 'notice');
  return data;
}

/** `?notice=<id>` shows that notice on top of Home. */
export const NOTICE_PARAM = 'notice';

export const noticeRoute: ItemRoute = {
  param: NOTICE_PARAM,
  path: itemPaths.notice,
  find: (data, id) => {
    const notice = findById((data as Partial<HomeData> | undefined)?.notifications, id);
    return notice ? { title: notice.title, description: notice.description, image: notice.image } : null;
  },
};

export function useHomeData(): HomeData {
  return usePageData<Awaited<ReturnType<typeof homeLoader>>>();
}
