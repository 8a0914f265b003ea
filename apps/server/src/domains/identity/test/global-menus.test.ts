import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { sysPermission, sysPermissionDataRule } from '../index.ts';

// The menu tree and its data rules are shared by every tenant: another tenant's administrator, who
// holds the same menu permissions inside their own tenant, must not change them for everyone.

const s = signedInSuite({
  platformAdmin: 'admin',
  tenantAdmin: 'other_admin',
});

const MESSAGE = '菜单为全平台共用，仅平台管理员可操作';

describe('the shared menu tree', () => {
  it('is changed by platform administrators only', async () => {
    const before = await s.t.db.select().from(sysPermission).where(eq(sysPermission.id, 'menu-system'));
    const body = {
      id: 'menu-system',
      menuType: 0,
      name: before[0].name,
      url: before[0].url,
      component: before[0].component,
    };
    const edit = await s.tenantAdmin.put('/api/sys/permission/edit', { ...body, name: '被改了' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(MESSAGE);
    const add = await s.tenantAdmin.post('/api/sys/permission/add', {
      parentId: 'menu-system',
      menuType: 1,
      name: '外部菜单',
      url: '/isystem/outsider',
      component: 'system/UserList',
    });
    expect(add.status).toBe(403);
    const del = await s.tenantAdmin.del('/api/sys/permission/delete?id=menu-system');
    expect(del.status).toBe(403);
    const rule = await s.tenantAdmin.post('/api/sys/permission/addPermissionRule', {
      permissionId: 'menu-system',
      ruleName: '外部规则',
      ruleColumn: 'status',
      ruleConditions: '=',
      ruleValue: '1',
    });
    expect(rule.status).toBe(403);
    const after = await s.t.db.select().from(sysPermission).where(eq(sysPermission.id, 'menu-system'));
    expect(after).toEqual(before);
    expect(
      await s.t.db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.ruleName, '外部规则')),
    ).toEqual([]);
    const own = await s.platformAdmin.put('/api/sys/permission/edit', body);
    expect(own.status, own.body.message).toBe(200);
  });
});
