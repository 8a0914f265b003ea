import { dictItemResource, dictResource, newsResource } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { sysDict, sysDictItem } from '../../platform/dict/tables.ts';
import { resourceMenus } from '../resource-menus.ts';
import { resourceTable } from '../table.ts';

const base = { id: 'menu-x', name: '新闻', url: '/x/news', sortNo: 1, roles: ['admin'] };

describe('resource menus', () => {
  it('gives a resource with a menu the generic page and its own buttons', () => {
    const [fragment] = resourceMenus([
      { def: newsResource, table: resourceTable(newsResource), menu: { ...base, parent: 'menu-portal' } },
    ]);
    expect(fragment).toEqual({
      parent: 'menu-portal',
      menu: { ...base, component: 'resource/teaching/news', resources: ['teaching/news'] },
    });
  });

  it('keeps a named page and extra resources, and adds nothing for resources without a menu', () => {
    const fragments = resourceMenus([
      {
        def: dictResource,
        table: sysDict,
        menu: { ...base, component: 'system/DictList', resources: ['sys/dict', 'sys/dictItem'] },
      },
      { def: dictItemResource, table: sysDictItem },
    ]);
    expect(fragments).toHaveLength(1);
    expect(fragments[0].menu).toMatchObject({
      component: 'system/DictList',
      resources: ['sys/dict', 'sys/dictItem'],
    });
  });
});
