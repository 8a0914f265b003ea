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
  {
    def: dictResource,
    table: sysDict,
    hooks: dictHooks,
    menu: {
      parent: 'menu-system',
      id: 'menu-system-dict',
      name: '数据字典',
      url: '/isystem/dict',
      component: 'system/DictList', // dictionaries with their items in a drawer
      resources: ['sys/dict', 'sys/dictItem'],
      icon: 'BookOutlined',
      sortNo: 10,
      keepAlive: true,
      roles: ['admin'],
    },
  },
  { def: dictItemResource, table: sysDictItem },
  {
    def: checkRuleResource,
    table: sysCheckRule,
    hooks: checkRuleHooks,
    menu: {
      parent: 'menu-system',
      id: 'menu-system-check-rule',
      name: '编码校验规则',
      url: '/isystem/checkRule',
      component: 'system/CheckRuleList', // the generic page with the rule editor in its form slot
      icon: 'SafetyOutlined',
      sortNo: 12,
      keepAlive: true,
      roles: ['admin'],
    },
  },
];
