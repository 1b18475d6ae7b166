// The only script of a text page (about, rules, fees…): the server sends these pages without
// React, whose evaluation alone cost a cheap phone more than the page. Links are plain links, so
// a click loads the next page, which brings the app if it needs one.
import { enhanceMenu } from '@/components/layout/menu-controller.ts';
import { keepForOffline } from '@/lib/offline.ts';

enhanceMenu();
keepForOffline();
