import { classPreviewSchema, envelopeOf } from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { call } from '../../../../test/helpers/portal.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingClassCode } from '../../identity/index.ts';
import { addClass, classIdOf, LEARNING_USERS } from './learning-fixtures.ts';

const s = signedInSuite(LEARNING_USERS);

const PREVIEW = '/api/teaching/class/preview';
const JOIN = '/api/teaching/class/join';
const WRONG = '班级码不存在，请向老师核对后重新输入';

let demoCode: string;

async function codeOf(departId: string, code: string) {
  await s.t.db.insert(teachingClassCode).values({ departId, tenantId: DEFAULT_TENANT_ID, code });
}

beforeAll(async () => {
  const codes = await s.teacher.get('/api/teaching/class/codes');
  demoCode = (codes.body.result as { code: string }[])[0].code;
  await codeOf(await addClass(s.t, '四年级1班', 'A01A09', await classIdOf(s.t, 'A01')), 'PREV99');
});

describe('class code preview', () => {
  it('shows the class and school of a code, never its members', async () => {
    const res = await s.student.get(`${PREVIEW}?code=${demoCode.toLowerCase()}`);
    expectAnswer(res, envelopeOf(classPreviewSchema));
    expect(res.body.result).toMatchObject({
      departName: '三年级1班',
      schoolName: '码趣示范学校',
      joined: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/李小明|张小红|student/);

    const other = await s.student.get(`${PREVIEW}?code=PREV99`);
    expect(other.body.result).toMatchObject({
      departName: '四年级1班',
      schoolName: '码趣示范学校',
      joined: false,
    });
  });

  it('answers wrong, reset and foreign codes with one Chinese message', async () => {
    const wrong = await s.student.get(`${PREVIEW}?code=ZZZZ99`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(WRONG);

    const reset = await s.teacher.post('/api/teaching/class/code/reset', {
      departId: await classIdOf(s.t, 'A01A01'),
    });
    expect(reset.status).toBe(200);
    const old = await s.student.get(`${PREVIEW}?code=${demoCode}`);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(WRONG);
    demoCode = (reset.body.result as { code: string }).code;
    expect((await s.student.get(`${PREVIEW}?code=${demoCode}`)).status).toBe(200);

    const foreign = await s.outsider.get(`${PREVIEW}?code=PREV99`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(WRONG);
  });

  it('checks the code format and the sign-in', async () => {
    const short = await s.student.get(`${PREVIEW}?code=ab`);
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('班级码由 4-16 位字母或数字组成');
    expect((await call(s.t, 'GET', `${PREVIEW}?code=PREV99`)).status).toBe(401);
  });

  it('joins after the preview', async () => {
    const joined = await s.student.post(JOIN, { code: 'prev99' });
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe('已加入班级「四年级1班」');
    expect((await s.student.get(`${PREVIEW}?code=PREV99`)).body.result).toMatchObject({ joined: true });
  });
});

describe('wrong-code limit', () => {
  it('stops a user after 10 wrong codes in preview and join, whatever the next code', async () => {
    for (let i = 0; i < 10; i++) {
      const res =
        i % 2
          ? await s.student2.get(`${PREVIEW}?code=WRONG${i}`)
          : await s.student2.post(JOIN, { code: `WRONG${i}` });
      expect(res.status).toBe(400);
    }
    const blocked = await s.student2.get(`${PREVIEW}?code=PREV99`);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^尝试过于频繁，请 (10|[1-9]) 分钟后再试$/);
    expect((await s.student2.post(JOIN, { code: 'PREV99' })).status).toBe(429);
    // Per user: another student is not held back.
    expect((await s.student.get(`${PREVIEW}?code=PREV99`)).status).toBe(200);
  });
});
