import type { ResourceHooks } from '../crud/hooks.ts';
import { checkRuleHooks } from './sys/check-rule.ts';
import { dictHooks } from './sys/dict.ts';
import { newsHooks } from './teaching/news.ts';

/** Per-resource additions to the engine, by resource key (`module/name`). Keep this list short. */
export const resourceHooks: Record<string, ResourceHooks> = {
  'sys/checkRule': checkRuleHooks,
  'sys/dict': dictHooks,
  'teaching/news': newsHooks,
};
