import { checkRuleResource, dictItemResource, dictResource } from '@ck/shared';
import type { ResourceMount } from '../../crud/resource-model.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDict, sysDictItem } from '../../platform/dict/tables.ts';
import { checkRuleHooks } from './check-rules/check-rule-hooks.ts';
import { dictHooks } from './dicts/dict-hooks.ts';

// Each declared resource's table (drizzle-kit sees it through db/schema/index.ts) and its mount.
export const sysCheckRule = resourceTable(checkRuleResource);

/** The declared resources this domain serves through the engine. */
export const opsResources: ResourceMount[] = [
  { def: dictResource, table: sysDict, hooks: dictHooks },
  { def: dictItemResource, table: sysDictItem },
  { def: checkRuleResource, table: sysCheckRule, hooks: checkRuleHooks },
];
