import type { ResourceDef } from './define.ts';
import { checkRuleResource } from './sys/check-rule.ts';
import { dictResource } from './sys/dict.ts';
import { dictItemResource } from './sys/dict-item.ts';
import { newsResource } from './teaching/news.ts';

/** Every declared resource; the server mounts each one and the web registers a page for each. */
export const resources: ResourceDef[] = [dictResource, dictItemResource, newsResource, checkRuleResource];

export { checkRuleResource, dictItemResource, dictResource, newsResource };
