import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf, type Page } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { sysTenant } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { BASE, newTenant, tenantForm, usersOf } from './tenant-fixtures.ts';

const s = signedInSuite({ platform: 'admin', outsider: 'other_admin' });

describe('creating a tenant with its first administrator', () => {
  it('creates both, and the new administrator can run the back office of their own tenant', async () => {
    const { tenant, form, admin } = await newTenant(s.t, s.platform, {
      maxStudents: 30,
      brandName: '星星编程',
    });
    expect(tenant).toMatchObject({
      zuhuName: form.zuhuName,
      maxStudents: 30,
      studentCount: 0,
      teacherCount: 0,
      expireTime: '2099-12-31 23:59:59',
      status: 1,
      brandName: '星星编程',
      platform: false,
    });
    expect((await usersOf(s.t, tenant.id)).map((u) => u.username)).toEqual([form.adminUsername]);

    const menu = await admin.get('/api/sys/permission/getUserPermissionByToken');
    expect(menu.status).toBe(200);
    const codes = (menu.body.result as { auth: { action: string }[] }).auth.map((a) => a.action);
    expect(codes).toContain('user:add');
    const users = await admin.get('/api/sys/user/list');
    expect(users.status).toBe(200);
    // Their list holds their own tenant's users only.
    expect((users.body.result as Page).records.map((r) => r.username)).toEqual([form.adminUsername]);
  });

  it('refuses an account name already taken and creates nothing', async () => {
    const form = tenantForm({ adminUsername: 'teacher' });
    const res = await s.platform.post(`${BASE}/add`, form);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('管理员账号“teacher”已被使用');
    const rows = await s.t.db
      .select()
      .from(sysTenant)
      .where(eq(sysTenant.name, form.zuhuName as string));
    expect(rows).toEqual([]);
  });

  it('refuses a weak password, a bad colour and a missing name with Chinese messages', async () => {
    const weak = await s.platform.post(`${BASE}/add`, tenantForm({ adminPassword: 'short' }));
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('密码');
    const colour = await s.platform.post(`${BASE}/add`, tenantForm({ brandColor: 'red' }));
    expect(colour.status).toBe(400);
    expect(colour.body.message).toContain('品牌主色');
    const nameless = await s.platform.post(`${BASE}/add`, tenantForm({ zuhuName: ' ' }));
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toContain('机构名称');
  });
});

describe('who may manage tenants', () => {
  it('shows the platform administrator every tenant and a tenant administrator only their own', async () => {
    const all = await s.platform.get(`${BASE}/list?pageSize=100`);
    const ids = (all.body.result as Page).records.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([DEFAULT_TENANT_ID, OTHER_TENANT_ID]));
    const own = await s.outsider.get(`${BASE}/list?pageSize=100`);
    expect(own.status).toBe(200);
    expect((own.body.result as Page).records.map((r) => r.id)).toEqual([OTHER_TENANT_ID]);
    const foreign = await s.outsider.get(`${BASE}/queryById?id=${DEFAULT_TENANT_ID}`);
    expect(foreign.status).toBe(403);
    expect((await s.platform.get(`${BASE}/scope`)).body.result).toMatchObject({ platformAdmin: true });
    expect((await s.outsider.get(`${BASE}/scope`)).body.result).toEqual({
      platformAdmin: false,
      tenantId: OTHER_TENANT_ID,
    });
  });

  it('lets a tenant administrator change brand and contact but not add tenants, expiry or quotas', async () => {
    const add = await s.outsider.post(`${BASE}/add`, tenantForm());
    expect(add.status).toBe(403);
    expect(add.body.message).toBe('仅平台管理员可操作');

    const brand = await s.outsider.put(`${BASE}/edit`, {
      id: OTHER_TENANT_ID,
      zuhuName: '另一机构',
      brandName: '另一机构编程',
      contactName: '孙老师',
    });
    expect(brand.status).toBe(200);
    expect(brand.body.result).toMatchObject({ brandName: '另一机构编程', contactName: '孙老师' });

    for (const change of [{ expireTime: '2030-01-01' }, { maxStudents: 999 }, { status: 0 }]) {
      const res = await s.outsider.put(`${BASE}/edit`, {
        id: OTHER_TENANT_ID,
        zuhuName: '另一机构',
        ...change,
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toContain('仅平台管理员');
    }
    const [row] = await s.t.db.select().from(sysTenant).where(eq(sysTenant.id, OTHER_TENANT_ID));
    expect(row).toMatchObject({ expireTime: null, maxStudents: 0, status: 1 });

    const licences = await s.outsider.get(`${BASE}/licenses?id=${OTHER_TENANT_ID}`);
    expect(licences.status).toBe(403);
  });

  it('refuses teachers and students', async () => {
    for (const who of ['teacher', 'student1']) {
      const c = clientOf(s.t, await s.t.login(who));
      expect((await c.get(`${BASE}/list`)).status).toBe(403);
      expect((await c.post(`${BASE}/add`, tenantForm())).status).toBe(403);
    }
  });

  it('never lets the platform tenant expire', async () => {
    const res = await s.platform.put(`${BASE}/edit`, {
      id: DEFAULT_TENANT_ID,
      zuhuName: '默认租户',
      expireTime: '2020-01-01',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('平台自身');
  });
});
