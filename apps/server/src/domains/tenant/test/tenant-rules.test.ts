import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { userIdOf } from '../../../../test/helpers/users.ts';
import { sysTenantLicense } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { grantCourse, teachingCourse } from '../../teaching/index.ts';
import { BASE, newTenant, roleId, studentForm, TENANT_PASSWORD, usersOf } from './tenant-fixtures.ts';

const s = signedInSuite({ platform: 'admin' });

const edit = (tenant: Json, change: Json) =>
  s.platform.put(`${BASE}/edit`, { id: tenant.id, zuhuName: tenant.zuhuName, ...change });

describe('an expired or disabled tenant', () => {
  it('lets its users sign in to read the notice and refuses everything else until renewed', async () => {
    const { tenant, form } = await newTenant(s.t, s.platform);
    expect((await edit(tenant, { expireTime: '2026-01-05' })).status).toBe(200);

    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: form.adminUsername, password: TENANT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const answer = login.json().result;
    expect(answer.tenantNotice).toMatchObject({ reason: 'expired', expireTime: '2026-01-05 23:59:59' });
    const user = clientOf(s.t, answer.token);

    const info = await user.get('/api/sys/user/info');
    expect(info.status).toBe(200);
    expect((info.body.result as Json).tenantNotice).toMatchObject({ reason: 'expired' });
    const notice = await user.get(`${BASE}/notice`);
    expect(notice.status).toBe(200);
    expect((notice.body.result as Json).message).toBe(
      '所在机构的服务已于 2026-01-05 到期，请联系机构管理员续费',
    );
    for (const url of [
      '/api/sys/user/list',
      '/api/sys/permission/getUserPermissionByToken',
      `${BASE}/zuhuinfo`,
    ]) {
      const res = await user.get(url);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('所在机构的服务已于 2026-01-05 到期，请联系机构管理员续费');
    }

    expect((await edit(tenant, { expireTime: '' })).status).toBe(200);
    expect((await user.get('/api/sys/user/list')).status).toBe(200);
    expect(((await user.get('/api/sys/user/info')).body.result as Json).tenantNotice).toBeNull();
  });

  it('refuses a disabled tenant with its own message and re-opens it', async () => {
    const { tenant, admin } = await newTenant(s.t, s.platform);
    expect((await edit(tenant, { status: 0 })).status).toBe(200);
    const res = await admin.get('/api/sys/user/list');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('所在机构的服务已停用，请联系机构管理员');
    expect((await edit(tenant, { status: 1 })).status).toBe(200);
    expect((await admin.get('/api/sys/user/list')).status).toBe(200);
  });
});

describe('quotas', () => {
  it('refuses the (N+1)th student, one by one and in a batch, writing nothing', async () => {
    const { tenant, admin } = await newTenant(s.t, s.platform, { maxStudents: 2 });
    const student = await roleId(s.t, tenant.id as string, 'student');
    for (const name of ['q_pupil_a', 'q_pupil_b'])
      expect(
        (await admin.post('/api/sys/user/add', studentForm(`${name}${tenant.id}`.slice(0, 40), student)))
          .status,
      ).toBe(200);
    const third = await admin.post(
      '/api/sys/user/add',
      studentForm(`q_pupil_c${tenant.id}`.slice(0, 40), student),
    );
    expect(third.status).toBe(400);
    expect(third.body.message).toContain('学生账号数量已达机构上限：上限 2 个，已有 2 个');

    const [school] = await s.t.db
      .select()
      .from(sysDepart)
      .where(eq(sysDepart.tenantId, tenant.id as string));
    const before = (await usersOf(s.t, tenant.id as string)).length;
    const batch = await admin.post('/api/sys/user/batchStudents', {
      departId: school.id,
      prefix: `qb${Date.now()}`,
      start: 1,
      count: 3,
    });
    expect(batch.status).toBe(400);
    expect(batch.body.message).toContain('学生账号数量已达机构上限');
    expect((await usersOf(s.t, tenant.id as string)).length).toBe(before);

    const usage = await s.platform.get(`${BASE}/queryById?id=${tenant.id}`);
    expect(usage.body.result).toMatchObject({ studentCount: 2, teacherCount: 0, maxStudents: 2 });
  });

  it('counts teachers apart from administrators', async () => {
    const { tenant, admin } = await newTenant(s.t, s.platform, { maxTeachers: 1 });
    const teacher = await roleId(s.t, tenant.id as string, 'teacher');
    const form = (name: string) => ({ ...studentForm(name, teacher), userIdentity: 2 });
    expect((await admin.post('/api/sys/user/add', form(`qt_a${Date.now()}`))).status).toBe(200);
    const second = await admin.post('/api/sys/user/add', form(`qt_b${Date.now()}`));
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('教师账号数量已达机构上限');
  });
});

describe('storage quota', () => {
  it('refuses an upload that would pass the tenant’s storage and stores nothing', async () => {
    const { tenant, form } = await newTenant(s.t, s.platform, { maxStorageMb: 1 });
    const token = await s.t.login(form.adminUsername as string, TENANT_PASSWORD);
    const upload = (bytes: number) => {
      const body = multipart(
        { biz: 'tenant' },
        { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(bytes)]) },
      );
      return s.t.app.inject({
        method: 'POST',
        url: '/api/sys/common/upload',
        headers: { ...body.headers, 'x-access-token': token },
        payload: body.payload,
      });
    };
    expect((await upload(600 * 1024)).statusCode).toBe(200);
    const refused = await upload(600 * 1024);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toContain('机构存储空间不足：上限 1MB');
    const usage = await s.platform.get(`${BASE}/queryById?id=${tenant.id}`);
    expect((usage.body.result as Json).storageUsedMb).toBeCloseTo(0.59, 1);
  });
});

describe('brand override', () => {
  it('gives a tenant’s signed-in users its brand name, logo and colour; visitors keep the site’s', async () => {
    const { admin } = await newTenant(s.t, s.platform, {
      brandName: '小火箭编程',
      brandColor: '#13c2c2',
      brandLogo: 'brand/rocket.png',
    });
    const mine = await admin.get('/api/sys/config/getCurrentConfig');
    expect(mine.body.result).toMatchObject({
      brandName: '小火箭编程',
      brandColor: '#13c2c2',
      logo: 'brand/rocket.png',
    });
    const visitor = (await s.t.app.inject({ method: 'GET', url: '/api/sys/config/getCurrentConfig' })).json();
    expect(visitor.result.brandName).not.toBe('小火箭编程');
    expect(visitor.result.brandColor).toBeUndefined();
  });
});

describe('the signed-in user’s tenant', () => {
  it('answers a student’s classes and points', async () => {
    const student = clientOf(s.t, await s.t.login('student1'));
    const info = await student.get(`${BASE}/zuhuinfo`);
    expect(info.status).toBe(200);
    const result = info.body.result as {
      zuhuName: string;
      list: { className: string; courses: unknown[] }[];
    };
    expect(result.list.map((c) => c.className)).toContain('三年级1班');
    const points = await student.get(`${BASE}/jifen`);
    expect(points.status).toBe(200);
    expect(points.body.result).toBe(0);
    expect((await s.t.app.inject({ method: 'GET', url: `${BASE}/zuhuinfo` })).statusCode).toBe(401);
  });

  it('lists a course the student bought even when none of their classes has it', async () => {
    const courseId = uuidv7();
    await s.t.db.insert(teachingCourse).values({
      id: courseId,
      tenantId: DEFAULT_TENANT_ID,
      courseName: '商城买的课',
      courseType: 2,
      courseCategory: 1,
      showType: 2,
    });
    const student = clientOf(s.t, await s.t.login('student2'));
    const before = (await student.get(`${BASE}/zuhuinfo`)).body.result as Json;
    expect(before.purchased).toEqual([]);
    await grantCourse(s.t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId: await userIdOf(s.t, 'student2'),
      courseId,
      orderId: null,
    });
    const after = (await student.get(`${BASE}/zuhuinfo`)).body.result as {
      list: { courses: { id: string }[] }[];
      purchased: { id: string; courseName: string }[];
    };
    expect(after.purchased).toEqual([{ id: courseId, courseName: '商城买的课', courseCover: null }]);
    expect(after.list.flatMap((c) => c.courses.map((x) => x.id))).not.toContain(courseId);
    // A course taken off the shelf for good is not listed.
    await s.t.db.update(teachingCourse).set({ delFlag: 1 }).where(eq(teachingCourse.id, courseId));
    expect(((await student.get(`${BASE}/zuhuinfo`)).body.result as Json).purchased).toEqual([]);
  });
});

describe('licences', () => {
  it('saves platform courses for a tenant and refuses unknown or foreign ids', async () => {
    const { tenant, admin } = await newTenant(s.t, s.platform);
    const courseId = uuidv7();
    await s.t.db
      .insert(teachingCourse)
      .values({ id: courseId, tenantId: DEFAULT_TENANT_ID, courseName: '授权示例课' });
    const foreign = uuidv7();
    await s.t.db
      .insert(teachingCourse)
      .values({ id: foreign, tenantId: tenant.id as string, courseName: '机构自己的课' });

    const bad = await s.platform.post(`${BASE}/saveLicenses`, {
      id: tenant.id,
      courseIds: [foreign],
      paperIds: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('所选课程不存在或不属于平台');
    const saved = await s.platform.post(`${BASE}/saveLicenses`, {
      id: tenant.id,
      courseIds: [courseId],
      paperIds: [],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({
      courseIds: [courseId],
      courses: [{ id: courseId, name: '授权示例课' }],
    });
    const rows = await s.t.db
      .select()
      .from(sysTenantLicense)
      .where(eq(sysTenantLicense.tenantId, tenant.id as string));
    expect(rows.map((r) => [r.kind, r.refId])).toEqual([['course', courseId]]);

    const refused = await admin.post(`${BASE}/saveLicenses`, { id: tenant.id, courseIds: [], paperIds: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('仅平台管理员可操作');
  });
});
