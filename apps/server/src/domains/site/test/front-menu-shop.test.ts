import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';

interface Node {
  title: string;
  url: string;
  children?: Node[];
}

/** The official-site switch `indexConfig.ifshopping`. */
async function setShopOpen(open: boolean) {
  const value = JSON.stringify({ indexLogo: '', ifshopping: open, mybutton: true, buttonList: [] });
  await s.t.db
    .insert(sysConfig)
    .values({ tenantId: DEFAULT_TENANT_ID, configKey: 'indexConfig', configValue: value })
    .onConflictDoUpdate({ target: [sysConfig.tenantId, sysConfig.configKey], set: { configValue: value } });
}
let admin: string;
const s = testAppSuite();

beforeAll(async () => {
  admin = await s.t.login('admin');
});

const menu = async () => (await call(s.t, 'GET', '/api/teaching/menu/getUserMenu')).body.result as Node[];
const titles = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children ?? [])]);

describe('the front menu and the shop switch', () => {
  it('hides shop entries while the shop is off and keeps the rows for when it opens', async () => {
    const group = await call(
      s.t,
      'POST',
      '/api/teaching/menu/add',
      { title: '商城活动', url: '/shop-group' },
      admin,
    );
    const parentId = (group.body.result as { id: string }).id;
    await call(
      s.t,
      'POST',
      '/api/teaching/menu/add',
      { title: '我的兑换', url: '/home-page/myOrders/', parentId },
      admin,
    );
    await call(s.t, 'POST', '/api/teaching/menu/add', { title: '新闻', url: '/home-page/frontNews' }, admin);

    await setShopOpen(false);
    const closed = titles(await menu());
    expect(closed).not.toContain('积分商城');
    expect(closed).not.toContain('我的兑换');
    // A group left with no entry goes too; the others stay.
    expect(closed).not.toContain('商城活动');
    expect(closed).toEqual(expect.arrayContaining(['首页', '新闻']));
    const all = (await call(s.t, 'GET', '/api/teaching/menu/list', undefined, admin)).body.result as Node[];
    expect(titles(all)).toEqual(expect.arrayContaining(['积分商城', '我的兑换']));

    await setShopOpen(true);
    expect(titles(await menu())).toEqual(expect.arrayContaining(['积分商城', '商城活动', '我的兑换']));
  });
});
