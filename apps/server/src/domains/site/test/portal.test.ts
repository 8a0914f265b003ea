import { beforeAll, describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { call, userNamed } from '../../../../test/helpers/portal.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, teachingClassCode } from '../../identity/index.ts';
import { changePoints } from '../../points/index.ts';

let admin: string;
let teacher: string;
let student: string;
const suite = testAppSuite();

beforeAll(async () => {
  [admin, teacher, student] = await Promise.all([
    suite.t.login('admin'),
    suite.t.login('teacher'),
    suite.t.login('student2'),
  ]);
});

describe('points', () => {
  it('starts at 0 and follows the ledger; a balance never goes negative', async () => {
    const me = await call(suite.t, 'GET', '/api/teaching/teachingJifen/getMyJifen', undefined, student);
    expect(me.body.result).toBe(0);
    const user = await userNamed(suite.t, 'student2');
    await changePoints(suite.t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId: user.id,
      amount: 30,
      reason: '完成作业',
    });
    await changePoints(suite.t.db, {
      tenantId: DEFAULT_TENANT_ID,
      userId: user.id,
      amount: -5,
      reason: '兑换',
    });
    await expect(
      changePoints(suite.t.db, {
        tenantId: DEFAULT_TENANT_ID,
        userId: user.id,
        amount: -100,
        reason: '兑换',
      }),
    ).rejects.toThrow('积分不足');
    // Points of another tenant's ledger do not count here.
    await changePoints(suite.t.db, { tenantId: OTHER_TENANT_ID, userId: user.id, amount: 999, reason: 'x' });
    expect(
      (await call(suite.t, 'GET', '/api/teaching/teachingJifen/getMyJifen', undefined, student)).body.result,
    ).toBe(25);
    const list = await call(suite.t, 'GET', '/api/teaching/teachingJifen/myList', undefined, student);
    expect((list.body.result as { total: number }).total).toBe(2);
    expect((await call(suite.t, 'GET', '/api/teaching/teachingJifen/getMyJifen')).status).toBe(401);
  });

  it('recent exam records: a student who took no exam gets an empty page', async () => {
    const res = await call(
      suite.t,
      'GET',
      '/api/teaching/teachingUserPaper/listpaper?pageNo=1&pageSize=10',
      undefined,
      student,
    );
    expect(res.body.result).toMatchObject({ records: [], total: 0 });
  });
});

describe('class codes and joining a class', () => {
  let code = '';
  it('a teacher sees the codes of managed classes; a student sees none', async () => {
    const res = await call(suite.t, 'GET', '/api/teaching/class/codes', undefined, teacher);
    const list = res.body.result as { departName: string; code: string; departId: string }[];
    expect(list.map((c) => c.departName)).toEqual(['三年级1班']);
    code = list[0].code;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    expect((await call(suite.t, 'GET', '/api/teaching/class/codes', undefined, student)).body.result).toEqual(
      [],
    );
    const reset = await call(
      suite.t,
      'POST',
      '/api/teaching/class/code/reset',
      { departId: list[0].departId },
      student,
    );
    expect(reset.status).toBe(403);
  });

  it('a student joins a class by its code', async () => {
    const [klass] = await suite.t.db
      .insert(sysDepart)
      .values({
        id: '00000000-0000-7000-8000-0000000000c2',
        tenantId: DEFAULT_TENANT_ID,
        departName: '三年级2班',
        orgCode: 'A01A02',
        orgCategory: '3',
      })
      .returning();
    await suite.t.db
      .insert(teachingClassCode)
      .values({ departId: klass.id, tenantId: DEFAULT_TENANT_ID, code: 'JOIN22' });
    const res = await call(suite.t, 'POST', '/api/teaching/class/join', { code: 'join22' }, student);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('已加入班级「三年级2班」');
    const departs = await call(suite.t, 'GET', '/api/sys/user/getCurrentUserDeparts', undefined, student);
    expect(
      (departs.body.result as { list: { departName: string }[] }).list.map((d) => d.departName),
    ).toContain('三年级2班');
    const again = await call(suite.t, 'POST', '/api/teaching/class/join', { code: 'JOIN22' }, student);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('你已经是「三年级2班」的成员了');
  });

  it('refuses a wrong code, a malformed code and a teacher', async () => {
    const wrong = await call(suite.t, 'POST', '/api/teaching/class/join', { code: 'ZZZZ99' }, student);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('班级码不存在，请向老师核对后重新输入');
    const malformed = await call(suite.t, 'POST', '/api/teaching/class/join', { code: "x' or 1=1" }, student);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('班级码由 4-16 位字母或数字组成');
    const byTeacher = await call(suite.t, 'POST', '/api/teaching/class/join', { code: 'JOIN22' }, teacher);
    expect(byTeacher.status).toBe(403);
    expect(byTeacher.body.message).toBe('只有学生账号可以通过班级码加入班级');
  });
});

describe('news', () => {
  it('sanitises rich text on save; drafts stay out of the public list', async () => {
    const add = await call(
      suite.t,
      'POST',
      '/api/teaching/news/add',
      {
        title: '开学通知',
        status: '1',
        content:
          '<p onclick="x()">你好<script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src=x onerror=alert(1)></p>',
      },
      admin,
    );
    expect(add.status).toBe(200);
    const stored = add.body.result as { id: string; content: string; publishTime: string };
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(stored.content).toContain('你好');
    expect(stored.publishTime).toBeTruthy();
    await call(
      suite.t,
      'POST',
      '/api/teaching/news/add',
      { title: '草稿一篇', status: '0', content: '<p>草稿</p>' },
      admin,
    );
    const list = await call(suite.t, 'GET', '/api/teaching/news/front/list?pageNo=1&pageSize=10');
    const records = (list.body.result as { records: { title: string }[] }).records;
    expect(records.map((r) => r.title)).toEqual(['开学通知']);
    const detail = await call(suite.t, 'GET', `/api/teaching/news/front/detail?id=${stored.id}`);
    expect((detail.body.result as { content: string }).content).toContain('你好');
    const edit = await call(
      suite.t,
      'PUT',
      '/api/teaching/news/edit',
      { id: stored.id, content: '<iframe src="//evil"></iframe><b>改</b>' },
      admin,
    );
    expect((edit.body.result as { content: string }).content).toBe('<b>改</b>');
    expect(
      (
        await call(
          suite.t,
          'POST',
          '/api/teaching/news/add',
          { title: 'x', status: '1', content: 'y' },
          student,
        )
      ).status,
    ).toBe(403);
  });
});

describe('front menu and site settings', () => {
  it('getUserMenu shows needLogin items only to signed-in visitors', async () => {
    const anon = (await call(suite.t, 'GET', '/api/teaching/menu/getUserMenu')).body.result as {
      title: string;
    }[];
    const signed = (await call(suite.t, 'GET', '/api/teaching/menu/getUserMenu', undefined, student)).body
      .result as { title: string }[];
    expect(anon.map((m) => m.title)).not.toContain('赛事活动');
    expect(signed.map((m) => m.title)).toContain('赛事活动');
  });

  it('admins edit the menu; javascript: links and students are refused', async () => {
    const bad = await call(
      suite.t,
      'POST',
      '/api/teaching/menu/add',
      { title: '坏链接', url: 'javascript:alert(1)' },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('菜单地址只能是站内路径（以 / 开头）或 http(s) 网址');
    expect(
      (await call(suite.t, 'POST', '/api/teaching/menu/add', { title: '学', url: '/x' }, student)).status,
    ).toBe(403);
    const add = await call(
      suite.t,
      'POST',
      '/api/teaching/menu/add',
      { title: '关于我们', url: 'https://example.com/about', internalOrExternal: true },
      admin,
    );
    expect(add.status).toBe(200);
    const child = await call(
      suite.t,
      'POST',
      '/api/teaching/menu/add',
      { title: '联系', url: '/contact', parentId: (add.body.result as { id: string }).id },
      admin,
    );
    expect(child.status).toBe(200);
    const menu = (await call(suite.t, 'GET', '/api/teaching/menu/getUserMenu')).body.result as {
      title: string;
      children?: { title: string }[];
    }[];
    expect(menu.find((m) => m.title === '关于我们')?.children?.map((c) => c.title)).toEqual(['联系']);
  });

  it('takes and answers the menu title as `name` too, as JeecgBoot clients use it', async () => {
    const admin = await suite.t.login('admin');
    const add = await call(
      suite.t,
      'POST',
      '/api/teaching/menu/add',
      { name: '家长课堂', url: '/parents' },
      admin,
    );
    expect(add.status, add.body.message).toBe(200);
    const id = (add.body.result as { id: string }).id;
    const edit = await call(suite.t, 'PUT', '/api/teaching/menu/edit', { id, name: '家长学堂' }, admin);
    expect(edit.status, edit.body.message).toBe(200);
    const list = (await call(suite.t, 'GET', '/api/teaching/menu/list', undefined, admin)).body.result as {
      id: string;
      title: string;
      name: string;
    }[];
    expect(list.find((m) => m.id === id)).toMatchObject({ title: '家长学堂', name: '家长学堂' });
    const none = await call(suite.t, 'POST', '/api/teaching/menu/add', { url: '/nameless' }, admin);
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('请输入菜单名称');
  });

  it('saves the official-site settings; unsafe links are refused', async () => {
    const bad = await call(
      suite.t,
      'PUT',
      '/api/teaching/indexConfig/save',
      { indexConfig: { ifshopping: true, buttonList: [{ title: 'x', desc: 'javascript:alert(1)' }] } },
      admin,
    );
    expect(bad.status).toBe(400);
    const good = await call(
      suite.t,
      'PUT',
      '/api/teaching/indexConfig/save',
      {
        indexConfig: {
          ifshopping: true,
          mybutton: true,
          buttonList: [{ title: 'Scratch', desc: '/scratch3' }],
        },
        joinClassText: '加入我的班',
      },
      admin,
    );
    expect(good.status).toBe(200);
    const cfg = (await call(suite.t, 'GET', '/api/sys/config/getCurrentConfig')).body.result as Record<
      string,
      unknown
    >;
    expect(cfg.indexConfig).toMatchObject({
      ifshopping: true,
      buttonList: [{ title: 'Scratch', desc: '/scratch3' }],
    });
    expect(cfg.joinClassText).toBe('加入我的班');
    expect(
      (await call(suite.t, 'PUT', '/api/teaching/indexConfig/save', { indexConfig: {} }, student)).status,
    ).toBe(403);
  });
});

describe('own profile', () => {
  it('edits only safe fields of the caller', async () => {
    const res = await call(
      suite.t,
      'PUT',
      '/api/sys/user/editSelf',
      {
        nickname: '小红花',
        avatar: 'avatar/2026/a.png',
        userIdentity: 2,
        status: 2,
        phone: '13811111111',
        username: 'root',
      },
      student,
    );
    expect(res.status).toBe(200);
    const user = await userNamed(suite.t, 'student2');
    expect(user).toMatchObject({
      nickname: '小红花',
      avatar: 'avatar/2026/a.png',
      userIdentity: 1,
      status: 1,
      phone: null,
    });
    const bad = await call(
      suite.t,
      'PUT',
      '/api/sys/user/editSelf',
      { avatar: 'javascript:alert(1)' },
      student,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('头像地址不合法');
    const email = await call(suite.t, 'PUT', '/api/sys/user/editSelf', { email: 'nope' }, student);
    expect(email.body.message).toContain('邮箱格式不正确');
    expect((await userNamed(suite.t, 'student2')).avatar).toBe('avatar/2026/a.png');
  });

  it('stores notification preferences per user', async () => {
    const put = await call(suite.t, 'PUT', '/api/sys/user/notifySettings', { exam: false }, student);
    expect(put.body.result).toMatchObject({ exam: false, announcement: true });
    const bad = await call(suite.t, 'PUT', '/api/sys/user/notifySettings', { hack: true }, student);
    expect(bad.status).toBe(400);
    expect(
      (await call(suite.t, 'GET', '/api/sys/user/notifySettings', undefined, teacher)).body.result,
    ).toMatchObject({ exam: true });
  });
});
