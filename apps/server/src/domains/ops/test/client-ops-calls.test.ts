import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysFile } from '../tables.ts';

const s = signedInSuite({ admin: 'admin' });

const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  s.t.app.inject({ method, url, payload }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('settings form calls', () => {
  it('lists the settable keys, and saves the form as the family sends it', async () => {
    const list = await s.admin.get('/api/sys/config/getAllConfigList');
    expect(list.status, list.body.message).toBe(200);
    const rows = list.body.result as { configKey: string; configValue: string }[];
    expect(rows).toContainEqual(expect.objectContaining({ configKey: 'brandName' }));
    // The form sends back everything it read, plus its own keys.
    const form: Record<string, string> = Object.fromEntries(rows.map((r) => [r.configKey, r.configValue]));
    const saved = await s.admin.post('/api/sys/config/saveTenantConfig', {
      ...form,
      brandName: '表单品牌',
      _defaultDepart: '',
      _linkman: '王老师',
      _workShareHtml: '<p>分享<script>alert(1)</script></p>',
    });
    expect(saved.status, saved.body.message).toBe(200);
    const after = await s.admin.get('/api/sys/config/getAllConfigList');
    const byKey = new Map(
      (after.body.result as { configKey: string; configValue: string }[]).map((r) => [
        r.configKey,
        r.configValue,
      ]),
    );
    expect(byKey.get('brandName')).toBe('表单品牌');
    expect(byKey.get('_linkman')).toBe('王老师');
    expect(byKey.get('_workShareHtml')).toBe('<p>分享</p>');

    const share = await anonymous('GET', '/api/sys/config/getConfig?key=_workShareHtml');
    expect(share.status).toBe(200);
    expect(share.body.result).toBe('<p>分享</p>');
    expect((await anonymous('GET', '/api/sys/config/getConfig?key=brandName')).body.result).toBe('表单品牌');
  });

  it('refuses unknown keys, bad values, private keys and non-admins, saving nothing', async () => {
    const before = await s.t.db.select().from(sysConfig).where(eq(sysConfig.tenantId, DEFAULT_TENANT_ID));
    const unknown = await s.admin.post('/api/sys/config/saveTenantConfig', { brandName: '新', hack: '1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('未知的配置项：hack');
    const bad = await s.admin.post('/api/sys/config/saveTenantConfig', {
      brandName: '新',
      homeBgColor: 'red;x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('背景颜色格式不正确');
    const json = await s.admin.post('/api/sys/config/saveTenantConfig', { indexConfig: '{oops' });
    expect(json.status).toBe(400);
    const teacher = clientOf(s.t, await s.t.login('teacher'));
    expect((await teacher.post('/api/sys/config/saveTenantConfig', { brandName: '新' })).status).toBe(403);
    expect((await teacher.get('/api/sys/config/getAllConfigList')).status).toBe(403);
    expect(await s.t.db.select().from(sysConfig).where(eq(sysConfig.tenantId, DEFAULT_TENANT_ID))).toEqual(
      before,
    );

    const secret = await anonymous('GET', '/api/sys/config/getConfig?key=_phone');
    expect(secret.status).toBe(403);
    expect(secret.body.message).toBe('该配置项不公开');
    expect((await anonymous('GET', "/api/sys/config/getConfig?key=a'b")).body.message).toBe(
      '配置项名称不合法',
    );
  });
});

describe('file manager calls', () => {
  async function upload(name: string) {
    const body = multipart({ biz: 'docs' }, { name, data: PNG });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: body.payload,
      headers: { ...body.headers, 'x-access-token': s.admin.token },
    });
    expect(res.statusCode).toBe(200);
    return res.json().result as string;
  }

  it('lists, registers, edits and deletes the upload records in the family shape', async () => {
    const path = await upload('图.png');
    const added = await s.admin.post('/api/system/sysFile/add', {
      filePath: path,
      fileName: '封面.png',
      fileTag: '课程',
    });
    expect(added.status, added.body.message).toBe(200);
    const rec = added.body.result as Record<string, unknown>;
    expect(rec).toMatchObject({
      fileName: '封面.png',
      filePath: path,
      fileType: 'image',
      fileType_dictText: '图片',
      fileLocation: '1',
      fileLocation_dictText: '本地存储',
      fileTag: '课程',
    });
    const list = await s.admin.get(
      `/api/system/sysFile/list?fileType=image&fileName=${encodeURIComponent('封面')}`,
    );
    expect((list.body.result as { records: { id: string }[] }).records.map((r) => r.id)).toEqual([rec.id]);
    expect(
      (
        (await s.admin.get('/api/system/sysFile/list?fileType=document')).body.result as {
          records: unknown[];
        }
      ).records,
    ).not.toContainEqual(expect.objectContaining({ id: rec.id }));

    const edited = await s.admin.put('/api/system/sysFile/edit', { id: rec.id, fileName: '新名.png' });
    expect(edited.body.result).toMatchObject({ fileName: '新名.png', fileTag: '课程' });
    expect((await s.admin.get(`/api/system/sysFile/queryById?id=${rec.id}`)).body.result).toMatchObject({
      fileName: '新名.png',
    });

    const second = await upload('二.png');
    const [row2] = await s.t.db.select().from(sysFile).where(eq(sysFile.path, second));
    const partial = await s.admin.del(`/api/system/sysFile/deleteBatch?ids=${rec.id},${row2.id},nope`);
    expect(partial.status).toBe(404);
    expect(partial.body.message).toBe('文件不存在');
    const [still] = await s.t.db.select().from(sysFile).where(eq(sysFile.id, row2.id));
    expect(still.delFlag).toBe(0);
    expect((await s.admin.del(`/api/system/sysFile/deleteBatch?ids=${rec.id},${row2.id}`)).status).toBe(200);
    expect((await s.admin.get(`/api/system/sysFile/queryById?id=${rec.id}`)).status).toBe(404);
  });

  it('refuses bad input, unknown paths, other tenants and non-admins', async () => {
    const path = await upload('三.png');
    const [row] = await s.t.db.select().from(sysFile).where(eq(sysFile.path, path));
    const none = await s.admin.post('/api/system/sysFile/add', { filePath: 'nowhere/x.png' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('文件不存在，请先上传文件');
    expect((await s.admin.put('/api/system/sysFile/edit', { id: row.id, fileName: '' })).body.message).toBe(
      '请输入文件名',
    );
    expect((await s.admin.get('/api/system/sysFile/list?fileType=exe')).body.message).toBe('文件类型不合法');
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.get(`/api/system/sysFile/queryById?id=${row.id}`)).status).toBe(404);
    expect((await outsider.del(`/api/system/sysFile/delete?id=${row.id}`)).status).toBe(404);
    const student = clientOf(s.t, await s.t.login('student1'));
    expect((await student.put('/api/system/sysFile/edit', { id: row.id, fileName: 'x.png' })).status).toBe(
      403,
    );
    const [same] = await s.t.db.select().from(sysFile).where(eq(sysFile.id, row.id));
    expect(same).toMatchObject({ name: '三.png', delFlag: 0 });
  });
});

describe('log cleanup calls', () => {
  async function addLog(tenantId: string) {
    const id = uuidv7();
    await s.t.db.insert(sysLog).values({ id, tenantId, logType: 2, content: '清理测试', username: 'admin' });
    return id;
  }

  it('deletes one log or a batch of the tenant, all or nothing', async () => {
    const [a, b] = [await addLog(DEFAULT_TENANT_ID), await addLog(DEFAULT_TENANT_ID)];
    expect((await s.admin.del(`/api/sys/log/delete?id=${a}`)).status).toBe(200);
    const partial = await s.admin.del(`/api/sys/log/deleteBatch?ids=${a},${b}`);
    expect(partial.status).toBe(404);
    expect(partial.body.message).toBe('日志不存在');
    expect(await s.t.db.select().from(sysLog).where(eq(sysLog.id, b))).toHaveLength(1);
    expect((await s.admin.del(`/api/sys/log/deleteBatch?ids=${b}`)).status).toBe(200);
    expect(await s.t.db.select().from(sysLog).where(eq(sysLog.id, b))).toEqual([]);
  });

  it("keeps other tenants' logs and refuses roles without the permission", async () => {
    const mine = await addLog(DEFAULT_TENANT_ID);
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.del(`/api/sys/log/delete?id=${mine}`)).status).toBe(404);
    const teacher = clientOf(s.t, await s.t.login('teacher'));
    expect((await teacher.del(`/api/sys/log/deleteBatch?ids=${mine}`)).status).toBe(403);
    expect((await s.admin.del('/api/sys/log/deleteBatch?ids=')).body.message).toBe('请选择日志');
    expect(
      await s.t.db
        .select()
        .from(sysLog)
        .where(and(eq(sysLog.id, mine), eq(sysLog.tenantId, DEFAULT_TENANT_ID))),
    ).toHaveLength(1);
  });
});

describe('sign-in helpers', () => {
  it('says passwords travel over TLS only, in the shape the family reads', async () => {
    const res = await anonymous('GET', '/api/sys/getEncryptedString');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ key: '', iv: '', encrypted: false });
    expect(res.body.message).toContain('TLS');
  });

  it('checks a captcha ahead of the call that uses it, one guess per image', async () => {
    await s.t.app.inject({ method: 'GET', url: '/api/sys/randomImage/chk-1' });
    const answer = (await s.t.ctx.captcha.peek('chk-1'))!;
    const right = await anonymous('POST', '/api/sys/checkCaptcha', { captcha: answer, checkKey: 'chk-1' });
    expect(right.status, right.body.message).toBe(200);
    // Still there for the sign-in that follows.
    expect(await s.t.ctx.captcha.verify('chk-1', answer)).toBe(true);

    await s.t.app.inject({ method: 'GET', url: '/api/sys/randomImage/chk-2' });
    const answer2 = (await s.t.ctx.captcha.peek('chk-2'))!;
    const wrong = await anonymous('POST', `/api/sys/checkCaptcha?captcha=zzzz&checkKey=chk-2`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('验证码错误，请刷新后重新输入');
    const again = await anonymous('POST', '/api/sys/checkCaptcha', { captcha: answer2, checkKey: 'chk-2' });
    expect(again.body.message).toBe('验证码已失效，请刷新验证码');
    expect((await anonymous('POST', '/api/sys/checkCaptcha', { checkKey: 'chk-3' })).body.message).toBe(
      '请输入验证码',
    );
  });
});
