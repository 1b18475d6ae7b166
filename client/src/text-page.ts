// A text page's only script: no React (too costly on a cheap phone); plain links load the next page.
import { enhanceMenu } from '@/components/layout/menu-controller.ts';
import { keepForOffline } from '@/lib/offline.ts';

enhanceMenu();
keepForOffline();
