import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  clients,
  departId,
  expectNoSecrets,
  type Json,
  roleId,
  userRow,
} from '../../../../test/helpers/admin-clients.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { sysDepart, sysPermission, sysRole, sysRolePermission } from '../tables.ts';

let c: Awaited<ReturnType<typeof clients>>;
let classId: string;
let studentRole: string;

const suite = testAppSuite();

beforeAll(async () => {
  c = await clients(suite.t);
  classId = await departId(suite.t, 'A01A01');
  studentRole = await roleId(suite.t, 'student');
});

const snapshot = async () => ({
  users: JSON.stringify([await userRow(suite.t, 'student2'), await userRow(suite.t, 'admin')]),
  roles: JSON.stringify(await suite.t.db.select().from(sysRole).orderBy(sysRole.id)),
  grants: (await suite.t.db.select().from(sysRolePermission)).length,
  menus: JSON.stringify(
    await suite.t.db.select().from(sysPermission).where(eq(sysPermission.id, 'menu-system-dict')),
  ),
  departs: JSON.stringify(await suite.t.db.select().from(sysDepart).orderBy(sysDepart.id)),
});

describe('vertical escalation: admin routes refuse students and teachers', () => {
  const calls = async (): Promise<[string, (u: Client) => Promise<{ status: number }>][]> => {
    const s2 = (await userRow(suite.t, 'student2')).id;
    const teacherRole = await roleId(suite.t, 'teacher');
    const adminRole = await roleId(suite.t, 'admin');
    const adminId = (await userRow(suite.t, 'admin')).id;
    return [
      [
        'user add',
        (u) =>
          u.post('/api/sys/user/add', {
            username: 'evil1',
            password: 'Passw0rd1',
            realname: 'x',
            selectedroles: adminRole,
          }),
      ],
      [
        'user edit',
        (u) =>
          u.put('/api/sys/user/edit', {
            id: adminId,
            realname: '被改',
            selectedroles: adminRole,
            selecteddeparts: classId,
          }),
      ],
      [
        'changePassword',
        (u) => u.put('/api/sys/user/changePassword', { username: 'student2', password: 'Hacked123' }),
      ],
      ['frozenBatch', (u) => u.put('/api/sys/user/frozenBatch', { ids: s2, status: 2 })],
      ['role add', (u) => u.post('/api/sys/role/add', { roleName: '黑客', roleCode: 'hacker', level: 1000 })],
      [
        'role edit',
        (u) =>
          u.put('/api/sys/role/edit', { id: teacherRole, roleName: '老师', roleCode: 'teacher', level: 100 }),
      ],
      [
        'saveRolePermission',
        (u) =>
          u.post('/api/sys/permission/saveRolePermission', {
            roleId: teacherRole,
            permissionIds: 'menu-system-role',
          }),
      ],
      [
        'permission edit',
        (u) =>
          u.put('/api/sys/permission/edit', {
            id: 'menu-system-dict',
            name: '改',
            menuType: 1,
            parentId: 'menu-system',
            url: '/x',
          }),
      ],
      ['depart edit', (u) => u.put('/api/sys/sysDepart/edit', { id: classId, departName: '改名' })],
      ['depart add', (u) => u.post('/api/sys/sysDepart/add', { departName: '新学校' })],
    ];
  };

  it.each(['student', 'teacher'] as const)('%s gets 403 and nothing changes', async (who) => {
    const before = await snapshot();
    for (const [name, call] of await calls()) {
      const res = await call(c[who]);
      expect(res.status, `${who} ${name}`).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect(await userRow(suite.t, 'evil1')).toBeUndefined();
  });
});

describe('role levels', () => {
  it('nobody creates, edits or assigns a role above their own level', async () => {
    const lowAdmin = await c.admin.post('/api/sys/role/add', {
      roleName: '助教',
      roleCode: 'assistant',
      level: 60,
    });
    expect(lowAdmin.status).toBe(200);
    const above = await c.admin.post('/api/sys/role/add', {
      roleName: '超级',
      roleCode: 'super',
      level: 101,
    });
    expect(above.status).toBe(403);
    const raise = await c.admin.put('/api/sys/role/edit', { ...(lowAdmin.body.result as Json), level: 500 });
    expect(raise.status).toBe(403);
    // A sub-admin (level 60, user and role rights) cannot hand out teacher-or-above roles it lacks.
    const role = lowAdmin.body.result as Json;
    const perms = ['btn-user:add', 'btn-system:user:list', 'btn-system:role:users', 'btn-system:role:list'];
    await c.admin.post('/api/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: perms.join(','),
    });
    const created = await c.admin.post('/api/sys/user/add', {
      username: 'assist1',
      password: 'Passw0rd1',
      realname: '助教一',
      selectedroles: role.id,
      selecteddeparts: classId,
    });
    expect(created.status, created.body.message).toBe(200);
    const { clientOf } = await import('../../../../test/helpers/api-client.ts');
    const assistant = clientOf(suite.t, await suite.t.login('assist1', 'Passw0rd1'));
    const adminRole = await roleId(suite.t, 'admin');
    const add = await assistant.post('/api/sys/user/add', {
      username: 'assist2',
      password: 'Passw0rd1',
      realname: 'x',
      selectedroles: adminRole,
      selecteddeparts: classId,
    });
    expect(add.status).toBe(403);
    const assign = await assistant.post('/api/sys/user/addSysUserRole', {
      roleId: adminRole,
      userIdList: [(await userRow(suite.t, 'student1')).id],
    });
    expect(assign.status).toBe(403);
    expect(
      (await c.admin.get(`/api/sys/user/queryUserRole?userid=${(await userRow(suite.t, 'student1')).id}`))
        .body.result,
    ).toEqual([studentRole]);
  });
});

describe('mass assignment', () => {
  it('a body cannot set tenant, password hash, status or touch another tenant', async () => {
    const add = await c.admin.post('/api/sys/user/add', {
      username: 'mass1',
      password: 'Passw0rd1',
      realname: '批量',
      tenantId: OTHER_TENANT_ID,
      passwordHash: 'x',
      status: 2,
      id: 'fixed-id-1',
      createBy: 'hacker',
      selectedroles: studentRole,
    });
    expect(add.status, add.body.message).toBe(200);
    const row = await userRow(suite.t, 'mass1');
    expect(row).toMatchObject({ status: 1, createBy: 'admin' });
    expect(row.tenantId).not.toBe(OTHER_TENANT_ID);
    expect(row.id).not.toBe('fixed-id-1');
    expect(row.passwordHash).toMatch(/^\$argon2/);

    const before = JSON.stringify(await userRow(suite.t, 'mass1'));
    const edit = await c.admin.put('/api/sys/user/edit', {
      id: row.id,
      realname: '批量',
      status: 2,
      passwordHash: 'x',
      tenantId: OTHER_TENANT_ID,
      username: 'renamed',
      selectedroles: studentRole,
    });
    expect(edit.status).toBe(200);
    const after = await userRow(suite.t, 'mass1');
    expect(after).toMatchObject({
      status: 1,
      passwordHash: row.passwordHash,
      tenantId: row.tenantId,
      username: 'mass1',
    });
    void before;

    const foreign = (await userRow(suite.t, 'other_admin')).id;
    const cross = await c.admin.put('/api/sys/user/edit', {
      id: foreign,
      realname: '跨租户',
      selectedroles: studentRole,
    });
    expect(cross.status).toBe(404);
    expect((await userRow(suite.t, 'other_admin')).realname).toBe('外部管理员');
    const crossDepart = await c.outsider.put('/api/sys/sysDepart/edit', { id: classId, departName: '被改' });
    expect(crossDepart.status).toBe(404);
    const orgCode = await c.admin.post('/api/sys/sysDepart/add', {
      departName: '自定编码',
      orgCode: 'ZZ99',
      tenantId: OTHER_TENANT_ID,
    });
    expect((orgCode.body.result as Json).orgCode).toMatch(/^A\d{2}$/);
  });
});

describe('SQL injection', () => {
  const bad = [
    '/api/sys/duplicate/check?tableName=sys_user;drop table sys_user&fieldName=username&fieldVal=x',
    '/api/sys/duplicate/check?tableName=sys_user&fieldName=password_hash&fieldVal=x',
    '/api/sys/duplicate/check?tableName=sys_user&fieldName=username`--&fieldVal=x',
    '/api/sys/duplicate/check?tableName=pg_user&fieldName=usename&fieldVal=postgres',
    "/api/sys/user/list?username=a'%20or%201=1--",
    '/api/sys/user/list?realname=x%09%2F*comment*%2F',
    '/api/sys/user/list?column=password_hash',
    '/api/sys/user/list?column=createTime;select%20pg_sleep(5)',
    '/api/sys/user/list?order=desc,username',
    '/api/sys/role/list?column=(select%201)',
    "/api/sys/sysDepart/searchBy?keyWord=a'--",
  ];
  it.each(bad)('%s is a 400', async (url) => {
    const res = await c.admin.get(url);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(JSON.stringify(res.body)).not.toMatch(/select|syntax|relation/i);
  });
});

describe('no secrets in any user answer', () => {
  it('every user route answers without password, hash or salt', async () => {
    const s1 = (await userRow(suite.t, 'student1')).id;
    const teacherRole = await roleId(suite.t, 'teacher');
    const urls = [
      '/api/sys/user/list?pageSize=100',
      `/api/sys/user/queryById?id=${s1}`,
      `/api/sys/user/queryUserByDepId?id=${classId}`,
      `/api/sys/user/departUserList?depId=${classId}`,
      `/api/sys/user/userRoleList?roleId=${teacherRole}`,
      `/api/sys/user/queryUserRole?userid=${s1}`,
      '/api/sys/user/checkOnlyUser?username=student1',
      '/api/sys/user/info',
      '/api/sys/user/getCurrentUserDeparts',
    ];
    for (const url of urls) {
      const res = await c.admin.get(url);
      expect(res.status, url).toBe(200);
      expectNoSecrets(res.body);
    }
    const add = await c.admin.post('/api/sys/user/add', {
      username: 'nosecret',
      password: 'Passw0rd1',
      realname: 'n',
      selectedroles: studentRole,
    });
    expectNoSecrets(add.body);
    const edit = await c.admin.put('/api/sys/user/edit', {
      id: (add.body.result as Json).id,
      realname: 'n2',
      selectedroles: studentRole,
    });
    expectNoSecrets(edit.body);
    const dup = await c.admin.get(
      '/api/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin',
    );
    expectNoSecrets(dup.body);
  });
});

const MINE = [
  '/api/sys/user/list',
  '/api/sys/role/list',
  '/api/sys/permission/list',
  '/api/sys/sysDepart/queryTreeList',
  '/api/sys/duplicate/check',
];
describe('auth bypass by path suffix on back-office routes', () => {
  const variants = MINE.flatMap((p) => [
    `${p}.js`,
    `${p}.css`,
    `${p};x`,
    `${p}/`,
    `/api/sys/randomImage/..;${p.slice(4)}`,
    p.replace('/list', '/%6cist'),
  ]);
  it.each(variants)('%s gives no data without a token', async (url) => {
    const res = await suite.t.app.inject({ method: 'GET', url });
    expect([401, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/"records"|"username"|"treeList"|"orgCode"/);
  });
});
