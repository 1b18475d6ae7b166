// What the parent's-errand test files share.
import type { TestPage } from './site.ts';

/** With scripts off the browser refuses the pages' script files (CSP), as it should: not an error. */
export function allowRefusedScripts(opened: TestPage): void {
  opened.errors.splice(0, opened.errors.length, ...opened.errors.filter((e) => !/^requestfailed: .*\.js csp$/.test(e)));
}
