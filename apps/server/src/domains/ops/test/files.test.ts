import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { sysFile } from '../tables.ts';

let t: TestApp;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  // html is allowed here only to prove that the static route never serves it inline.
  t = await createTestApp({ env: { UPLOAD_EXTENSIONS: 'png,jpg,svg,html,txt,sb3', UPLOAD_MAX_MB: '1' } });
  adminToken = await t.login('admin');
  studentToken = await t.login('student1');
});
afterAll(() => t.close());

async function upload(
  token: string | undefined,
  file: { name: string; data: Buffer | string },
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { 'x-access-token': token } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; message: string; result: string },
  };
}

const fetchStatic = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}`, headers });

const fileCount = async () => (await t.db.select({ id: sysFile.id }).from(sysFile)).length;

describe('upload and serve', () => {
  it('stores an image, returns its path JeecgBoot-style and serves it inline', async () => {
    const res = await upload(studentToken, { name: '头像.png', data: PNG }, { biz: 'avatar' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatch(/^avatar\/\d{8}\/[0-9a-f]{16}_头像\.png$/);
    expect(res.body.message).toBe(res.body.result);
    const served = await fetchStatic(encodeURI(res.body.result));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('takes the folder from bizPath as JeecgBoot clients send it', async () => {
    const res = await upload(studentToken, { name: 'a.png', data: PNG }, { bizPath: 'temp' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatch(/^temp\/\d{8}\/[0-9a-f]{16}_a\.png$/);
  });

  it('requires a signed-in user to upload', async () => {
    const res = await upload(undefined, { name: 'a.png', data: PNG });
    expect(res.status).toBe(401);
  });

  it('serves .html and .svg as attachments with nosniff, never inline', async () => {
    for (const name of ['page.html', 'logo.svg']) {
      const res = await upload(adminToken, { name, data: '<script>alert(1)</script>' }, { biz: 'site' });
      expect(res.status, res.body.message).toBe(200);
      const served = await fetchStatic(res.body.result);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toMatch(/^attachment;/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-type']).not.toMatch(/text\/html/);
    }
  });

  it('refuses path traversal in the name or in biz, and stores nothing', async () => {
    const before = await fileCount();
    const cases: [Record<string, string>, string, string][] = [
      [{}, '../../etc/passwd.png', '文件名不合法'],
      [{}, '..\\evil.png', '文件名不合法'],
      [{ biz: '../outside' }, 'ok.png', '业务目录不合法'],
      [{ biz: 'a/../../b' }, 'ok.png', '业务目录不合法'],
      [{ biz: '/abs' }, 'ok.png', '业务目录不合法'],
      [{ bizPath: '../outside' }, 'ok.png', '业务目录不合法'],
    ];
    for (const [fields, name, message] of cases) {
      const res = await upload(adminToken, { name, data: PNG }, fields);
      expect(res.status, name).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await fileCount()).toBe(before);
  });

  it('refuses extensions outside the allow-list and files over the size limit', async () => {
    const before = await fileCount();
    const exe = await upload(adminToken, { name: 'tool.exe', data: 'MZ' });
    expect(exe.status).toBe(400);
    expect(exe.body.message).toContain('不支持的文件类型：.exe');
    const big = await upload(adminToken, { name: 'big.png', data: Buffer.alloc(1024 * 1024 + 10) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件大小不能超过 1MB');
    const empty = await upload(adminToken, { name: 'empty.txt', data: '' });
    expect(empty.status).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('answers 404 for unknown or traversing static paths', async () => {
    expect((await fetchStatic('avatar/nope.png')).statusCode).toBe(404);
    expect((await fetchStatic('..%2f..%2fpackage.json')).statusCode).toBe(404);
    expect((await fetchStatic('a/%2e%2e/%2e%2e/package.json')).statusCode).toBe(404);
  });
});

describe('public or private', () => {
  const data = { name: 'notes.txt', data: '笔记' };

  async function expectVisibility(token: string, cases: [Record<string, string>, boolean][]) {
    for (const [fields, open] of cases) {
      const res = await upload(token, data, fields);
      expect(res.status, res.body.message).toBe(200);
      const anon = await fetchStatic(encodeURI(res.body.result));
      expect(anon.statusCode, JSON.stringify(fields)).toBe(open ? 200 : 401);
      const owner = await fetchStatic(encodeURI(res.body.result), { 'x-access-token': token });
      expect(owner.statusCode).toBe(200);
      const [row] = await t.db.select().from(sysFile).where(eq(sysFile.path, res.body.result));
      expect(row.isPublic, JSON.stringify(fields)).toBe(open);
    }
  }

  it('keeps a staff upload private unless its folder shows files to others or it asks to be public', async () => {
    await expectVisibility(await t.login('teacher'), [
      [{}, false],
      [{ biz: 'homework/2026' }, false],
      [{ isPublic: '1' }, true],
      [{ biz: 'teaching/unit' }, true],
      [{ bizPath: 'temp' }, true],
      [{ bizPath: 'jeditor' }, true],
      [{ biz: 'avatar', isPublic: '0' }, false],
    ]);
  });

  it('keeps a student upload private outside the avatar folder, whatever it asks for', async () => {
    await expectVisibility(studentToken, [
      [{ isPublic: '1' }, false],
      [{ biz: 'work', isPublic: 'true' }, false],
      [{ bizPath: 'temp' }, false],
      [{ bizPath: 'jeditor', isPublic: '1' }, false],
      [{ biz: 'teaching/unit' }, false],
      [{ biz: 'shop', isPublic: '1' }, false],
      [{ biz: 'avatar' }, true],
      [{ biz: 'avatar/2026', isPublic: '1' }, true],
      [{ biz: 'avatar', isPublic: '0' }, false],
    ]);
  });
});

describe('private files', () => {
  let path: string;
  beforeAll(async () => {
    const res = await upload(
      studentToken,
      { name: 'homework.sb3', data: 'project' },
      { biz: 'work', isPublic: '0' },
    );
    expect(res.status, res.body.message).toBe(200);
    path = res.body.result;
  });

  it('are refused anonymously and to other users', async () => {
    const anon = await fetchStatic(path);
    expect(anon.statusCode).toBe(401);
    expect(anon.body).not.toContain('project');
    const other = await fetchStatic(path, { 'x-access-token': await t.login('student2') });
    expect(other.statusCode).toBe(403);
  });

  it('are served to the owner (header or token query) and to the file administrator', async () => {
    expect((await fetchStatic(path, { 'x-access-token': studentToken })).statusCode).toBe(200);
    const byQuery = await fetchStatic(`${path}?token=${studentToken}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['content-disposition']).toMatch(/^attachment;/);
    expect(byQuery.headers['cache-control']).toBe('private, no-store');
    expect((await fetchStatic(path, { 'x-access-token': adminToken })).statusCode).toBe(200);
  });

  it('are served through a signed link, and refused when it is tampered with', async () => {
    const student = clientOf(t, studentToken);
    const signed = await student.get(`/api/sys/file/signedUrl?path=${encodeURIComponent(path)}`);
    expect(signed.status).toBe(200);
    const url = signed.body.result as string;
    expect(url).toMatch(/\?expires=\d+&sign=/);
    const ok = await t.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('project');
    // Change the signature's first character (to one it is not).
    const forgedUrl = url.replace(/sign=(.)/, (_, c: string) => `sign=${c === 'A' ? 'B' : 'A'}`);
    const forged = await t.app.inject({ method: 'GET', url: forgedUrl });
    expect(forged.statusCode).toBe(401);
    const longer = await t.app.inject({
      method: 'GET',
      url: url.replace(/expires=\d+/, 'expires=9999999999'),
    });
    expect(longer.statusCode).toBe(401);
    const other = clientOf(t, await t.login('student2'));
    expect((await other.get(`/api/sys/file/signedUrl?path=${encodeURIComponent(path)}`)).status).toBe(403);
  });
});

describe('file administration', () => {
  it('lists, filters and deletes files of the tenant only', async () => {
    const admin = clientOf(t, adminToken);
    const up = await upload(adminToken, { name: '横幅.png', data: PNG }, { biz: 'banner' });
    const list = await admin.get('/api/sys/file/list?name=横幅');
    expect(list.status).toBe(200);
    const records = (list.body.result as { records: Json[] }).records;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      name: '横幅.png',
      type: 'png',
      storage: 'local',
      isPublic: true,
      biz: 'banner',
    });
    expect(records[0].url).toBe(`/api/sys/common/static/${encodeURI(up.body.result)}`);

    const outsider = clientOf(t, await t.login('other_admin'));
    const foreign = await outsider.get('/api/sys/file/list?name=横幅');
    expect((foreign.body.result as { total: number }).total).toBe(0);
    expect((await outsider.del(`/api/sys/file/delete?id=${records[0].id}`)).status).toBe(404);

    const student = clientOf(t, studentToken);
    expect((await student.get('/api/sys/file/list')).status).toBe(403);
    expect((await student.del(`/api/sys/file/delete?id=${records[0].id}`)).status).toBe(403);
    expect((await fetchStatic(up.body.result)).statusCode).toBe(200);

    expect((await admin.del(`/api/sys/file/delete?id=${records[0].id}`)).status).toBe(200);
    expect((await fetchStatic(up.body.result)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(sysFile)
      .where(eq(sysFile.id, records[0].id as string));
    expect(row.delFlag).toBe(1);
  });

  it('refuses an invalid list filter with a Chinese message', async () => {
    const admin = clientOf(t, adminToken);
    const res = await admin.get('/api/sys/file/list?isPublic=maybe');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('是否公开只能是 0 或 1');
  });
});
