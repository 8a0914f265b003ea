import { ai } from './ai/index.ts';
import { companion } from './companion/index.ts';
import { contest } from './contest/index.ts';
import type { Domain } from './domain.ts';
import { exam } from './exam/index.ts';
import { identity } from './identity/index.ts';
import { judge } from './judge/index.ts';
import { notice } from './notice/index.ts';
import { ops } from './ops/index.ts';
import { points } from './points/index.ts';
import { shop } from './shop/index.ts';
import { site } from './site/index.ts';
import { teaching } from './teaching/index.ts';
import { tenant } from './tenant/index.ts';
import { works } from './works/index.ts';

/**
 * Every capability slice, in the order their routes are registered. A new domain is added here once;
 * the app, the resource engine and the menu seed take it from this list.
 */
export const domains: readonly Domain[] = [
  identity,
  points,
  site,
  ops,
  notice,
  judge,
  teaching,
  works,
  exam,
  contest,
  ai,
  shop,
  tenant,
  companion,
];
