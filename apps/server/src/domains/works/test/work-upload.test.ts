import { SB3_MAX_UNCOMPRESSED, WORK_FILE_LIMITS } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { sysFile } from '../../ops/index.ts';
import { declareSize, PNG_BYTES, sb3Of, upload, userIdOf, worksApp, zipOf } from './work-fixtures.ts';

const s = appSuite(worksApp);

async function fileRows() {
  return s.t.db.select().from(sysFile).where(eq(sysFile.biz, 'work'));
}

describe('work upload', () => {
  it('stores a valid .sb3 privately under the uploader prefix and records it in sys_file', async () => {
    const data = await sb3Of();
    const res = await upload(s.t, s.w.student, 'cat.sb3', data);
    expect(res.status).toBe(200);
    const me = await userIdOf(s.t, 'student1');
    expect(res.body.result.path).toMatch(new RegExp(`^work/${me}/\\d{8}/[0-9a-f]+\\.sb3$`));
    expect(res.body.result.size).toBe(data.length);
    const [row] = await s.t.db.select().from(sysFile).where(eq(sysFile.path, res.body.result.path));
    expect(row).toMatchObject({ ownerId: me, isPublic: false, type: 'sb3' });
    expect(await s.t.ctx.storage.get(res.body.result.path)).toEqual(data);
  });

  it('refuses an .sb3 that is not a zip, or a zip without a valid project.json', async () => {
    const before = (await fileRows()).length;
    const notZip = await upload(s.t, s.w.student, 'cat.sb3', 'hello, not a zip');
    expect(notZip.status).toBe(400);
    expect(notZip.body.message).toContain('zip');
    const noProject = await upload(s.t, s.w.student, 'cat.sb3', await zipOf({ 'sprite.json': '{}' }));
    expect(noProject.status).toBe(400);
    expect(noProject.body.message).toContain('project.json');
    const badJson = await upload(s.t, s.w.student, 'cat.sb3', await zipOf({ 'project.json': '{not json' }));
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toContain('JSON');
    expect((await fileRows()).length).toBe(before);
  });

  it('refuses a zip bomb: declared sizes over the limit, and sizes lied about', async () => {
    const before = (await fileRows()).length;
    const honest = await zipOf({ 'project.json': '{}', 'a.bin': Buffer.alloc(1000) });
    const declared = await upload(s.t, s.w.student, 'cat.sb3', declareSize(honest, SB3_MAX_UNCOMPRESSED + 1));
    expect(declared.status).toBe(400);
    // Small declared sizes, a large real content: the inflating guard stops it.
    const big = await zipOf({ 'project.json': '{}', 'b.bin': Buffer.alloc(5 * 1024 * 1024) });
    const lying = await upload(s.t, s.w.student, 'cat.sb3', declareSize(big, 10));
    expect(lying.status).toBe(400);
    // Really over the limit once inflated (compresses to well under the upload size).
    const bomb = await zipOf({
      'project.json': '{}',
      'zeros.bin': Buffer.alloc(SB3_MAX_UNCOMPRESSED + 1024),
    });
    expect(bomb.length).toBeLessThan(WORK_FILE_LIMITS[2]);
    const real = await upload(s.t, s.w.student, 'cat.sb3', bomb);
    expect(real.status).toBe(400);
    expect(real.body.message).toContain('解压后');
    expect((await fileRows()).length).toBe(before);
  });

  it('refuses files over the size limit of their type and of the wrong type', async () => {
    const big = await upload(s.t, s.w.student, 'main.py', Buffer.alloc(WORK_FILE_LIMITS[4] + 1, 'a'), {
      workType: 4,
    });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('不能超过');
    const wrongExt = await upload(s.t, s.w.student, 'main.exe', 'print(1)', { workType: 4 });
    expect(wrongExt.status).toBe(400);
    const binaryPy = await upload(s.t, s.w.student, 'main.py', Buffer.from([0xff, 0xfe, 0x00, 0x01]), {
      workType: 4,
    });
    expect(binaryPy.status).toBe(400);
    expect(binaryPy.body.message).toContain('UTF-8');
    const okPy = await upload(s.t, s.w.student, 'main.py', 'print("你好")\n', { workType: 4 });
    expect(okPy.status).toBe(200);
    const okCpp = await upload(s.t, s.w.student, 'main.cpp', 'int main(){return 0;}\n', { workType: 5 });
    expect(okCpp.status).toBe(200);
    expect(okCpp.body.result.path).toMatch(/\.cpp$/);
    const fileWork = await upload(s.t, s.w.student, 'report.exe', 'MZ', { workType: 0 });
    expect(fileWork.status).toBe(400);
  });

  it('accepts covers only as real png / jpeg / webp images up to 1 MB', async () => {
    const png = await upload(s.t, s.w.student, 'cover.png', PNG_BYTES, { kind: 'cover' });
    expect(png.status).toBe(200);
    expect(png.body.result.path).toMatch(/\.png$/);
    const fake = await upload(s.t, s.w.student, 'cover.png', '<svg onload=alert(1)>', { kind: 'cover' });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toContain('图片');
    const huge = await upload(
      s.t,
      s.w.student,
      'cover.png',
      Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]),
      {
        kind: 'cover',
      },
    );
    expect(huge.status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/teaching/teachingWork/upload?workType=2' });
    expect(res.statusCode).toBe(401);
  });
});
