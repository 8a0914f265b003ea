import type { WebDomain } from '../app/route-fragment.ts';
import { aiRoutes } from './ai/routes.ts';
import { companionRoutes } from './companion/routes.ts';
import { contestRoutes } from './contest/routes.ts';
import { examRoutes } from './exam/routes.ts';
import { identityRoutes } from './identity/routes.ts';
import { judgeRoutes } from './judge/routes.ts';
import { noticeRoutes } from './notice/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { pointsRoutes } from './points/routes.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { teachingRoutes } from './teaching/routes.ts';
import { tenantRoutes } from './tenant/routes.ts';
import { worksRoutes } from './works/routes.ts';

/**
 * The web's capability slices, mirroring the server's domains. A domain's pages and static routes come
 * from its `routes.ts`; adding a domain means adding it here once.
 */
export const webDomains: readonly WebDomain[] = [
  { name: 'identity', routes: identityRoutes },
  { name: 'site', routes: siteRoutes },
  { name: 'ops', routes: opsRoutes },
  { name: 'notice', routes: noticeRoutes },
  { name: 'judge', routes: judgeRoutes },
  { name: 'teaching', routes: teachingRoutes },
  { name: 'works', routes: worksRoutes },
  { name: 'exam', routes: examRoutes },
  { name: 'contest', routes: contestRoutes },
  { name: 'ai', routes: aiRoutes },
  { name: 'points', routes: pointsRoutes },
  { name: 'shop', routes: shopRoutes },
  { name: 'tenant', routes: tenantRoutes },
  { name: 'companion', routes: companionRoutes },
];
