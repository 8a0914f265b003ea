import { webDomains } from '../domains/index.ts';
import { mergePages, resolveStaticRoutes, type WebDomain } from './route-fragment.ts';
import { shellRoutes } from './shell-routes.ts';

/** The shell's own fragment first, then one fragment per domain. */
export const routeFragments: readonly WebDomain[] = [{ name: 'shell', routes: shellRoutes }, ...webDomains];

/**
 * Menu `component` strings the server may send, mapped to lazily loaded pages. Explicit on purpose:
 * no eval and no string-built import paths; a string missing here renders "页面不存在".
 */
export const pageRegistry = mergePages(routeFragments);

/** Signed-in pages that exist whatever the menu says. */
export const staticPageRoutes = resolveStaticRoutes(routeFragments, pageRegistry);
