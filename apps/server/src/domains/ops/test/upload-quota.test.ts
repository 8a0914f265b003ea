import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { sysFile } from '../tables.ts';

const KB = 1024;

const s = testAppSuite({
  env: { UPLOAD_MAX_MB: '1', UPLOAD_QUOTA_STUDENT_MB: '1', UPLOAD_QUOTA_TEACHER_MB: '2' },
});

/** Uploads a PNG padded to about `kb` KB as the given user. */
async function upload(token: string, kb: number) {
  const body = multipart(
    { biz: 'avatar' },
    { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(kb * KB)]) },
  );
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    headers: { ...body.headers, 'x-access-token': token },
    payload: body.payload,
  });
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

async function uploadPython(token: string, kb: number) {
  const body = multipart({}, { name: 'main.py', data: `# ${'x'.repeat(kb * KB)}\nprint(1)\n` });
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/teaching/teachingWork/upload?workType=4&kind=file',
    headers: { ...body.headers, 'x-access-token': token },
    payload: body.payload,
  });
  return { status: res.statusCode, message: (res.json() as { message: string }).message };
}

const fileCount = async () => (await s.t.db.select({ id: sysFile.id }).from(sysFile)).length;

describe('per-account storage quota by role', () => {
  it('a student stops at the student quota, work files included, and nothing is stored past it', async () => {
    const student = await s.t.login('student2');
    expect((await upload(student, 600)).status).toBe(200);
    expect((await uploadPython(student, 200)).status).toBe(200);
    const before = await fileCount();
    const refused = await upload(student, 300);
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/^个人存储空间不足：上限 1MB，已用 0\.8MB/);
    const work = await uploadPython(student, 250);
    expect(work.status).toBe(413);
    expect(work.message).toContain('个人存储空间不足');
    expect(await fileCount()).toBe(before);
  });

  it('a teacher has the larger teacher quota; an administrator has no quota of their own', async () => {
    const teacher = await s.t.login('teacher');
    for (let i = 0; i < 3; i++) expect((await upload(teacher, 600)).status).toBe(200);
    expect((await upload(teacher, 600)).status).toBe(413);
    const admin = await s.t.login('admin');
    for (let i = 0; i < 4; i++) expect((await upload(admin, 600)).status).toBe(200);
  });
});
