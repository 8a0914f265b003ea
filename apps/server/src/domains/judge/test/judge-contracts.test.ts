import {
  adminProblemSchema,
  emptyEnvelope,
  envelopeOf,
  judgeCreatedSchema,
  judgeLanguageSchema,
  judgeResultSchema,
  judgeSignInSchema,
  pageResultOf,
  practiceProblemListItemSchema,
  practiceProblemSchema,
  problemDataSchema,
  problemImportResultSchema,
  sandboxStatusSchema,
  selfTestResultSchema,
  submissionDetailSchema,
  submissionRowSchema,
} from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiAnswer, expectAnswer } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart } from '../../../../test/helpers/multipart.ts';
import { judgeEngine } from '../judge-runtime.ts';
import { AB_C, AB_DATA, judged, uploadData, zipOf } from './judge-helpers.ts';

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify (verifyResponses), so a 200 here also proves the schema describes every field. Parsing
// the body with the shared schema proves the values fit it (enums, nullability), and since parsing drops
// unknown keys, a field the schema lacks fails the toEqual.

const engine = await judgeEngine();
if (!engine.available) console.warn(`跳过评测部分的契约测试：${engine.reportText()}`);

let full: string;
let bare: string;

const SPJ = '#include <cstdio>\nint main(){return 0;}\n';
const created = envelopeOf(judgeCreatedSchema);
const adminPage = envelopeOf(pageResultOf(adminProblemSchema));
const practicePage = envelopeOf(pageResultOf(practiceProblemListItemSchema));
const submissionPage = envelopeOf(pageResultOf(submissionRowSchema));

const idOf = (res: ApiAnswer) => (res.body.result as { id: string }).id;

const s = signedInSuite({
  admin: 'admin',
  teacher: 'teacher',
  student: 'student1',
});

beforeAll(async () => {
  const fullAnswer = await s.admin.post('/api/judge/problem/add', {
    title: '契约 A+B',
    content: '计算 $a+b$。',
    samples: [{ input: '1 2', output: '3' }],
    timeLimit: 2000,
    memoryLimit: 128,
    languages: ['c', 'python3'],
    difficulty: 2,
    tags: ['契约', '入门'],
    visible: 1,
    checkerType: 'float',
    checkerEpsilon: 0.001,
    referenceLanguage: 'c',
    referenceCode: AB_C,
  });
  expectAnswer(fullAnswer, created);
  full = idOf(fullAnswer);
  const bareAnswer = await s.admin.post('/api/judge/problem/add', { title: '契约空字段' });
  expectAnswer(bareAnswer, created);
  bare = idOf(bareAnswer);
});

describe('judge answers match their shared schemas', () => {
  it('for the problem bank, with every optional field filled and empty', async () => {
    const config = {
      cases: [
        { input: '1.in', output: '1.out', score: 30 },
        { input: '2.in', output: '2.out', score: 30 },
        { input: '10.in', output: '10.out', score: 40 },
      ],
      subtasks: [
        { score: 60, mode: 'min', cases: [0, 1] },
        { score: 40, mode: 'sum', cases: [2] },
      ],
    };
    const withConfig = await uploadData(
      s.t,
      s.admin.token,
      full,
      await zipOf({ ...AB_DATA, 'config.json': JSON.stringify(config) }),
    );
    expectAnswer(withConfig, envelopeOf(problemDataSchema));
    const pairs = await uploadData(s.t, s.admin.token, bare, await zipOf(AB_DATA));
    expectAnswer(pairs, envelopeOf(problemDataSchema));
    expect((pairs.body.result as { subtasks: unknown }).subtasks).toBeNull();

    expectAnswer(
      await s.admin.get(`/api/judge/problem/queryById?id=${full}`),
      envelopeOf(adminProblemSchema),
    );
    expectAnswer(
      await s.admin.get(`/api/judge/problem/queryById?id=${bare}`),
      envelopeOf(adminProblemSchema),
    );
    expectAnswer(await s.admin.get('/api/judge/problem/list'), adminPage);
    expectAnswer(
      await s.admin.get(
        '/api/judge/problem/list?keyword=契约&tag=契约&difficulty=2&visible=1&pageNo=1&pageSize=5',
      ),
      adminPage,
    );
    expectAnswer(await s.admin.get('/api/judge/problem/list?visible=0&pageNo=9'), adminPage);

    const special = { id: bare, checkerType: 'special', checkerSource: SPJ, referenceLanguage: 'c' };
    expectAnswer(await s.admin.put('/api/judge/problem/edit', special), emptyEnvelope);
    expectAnswer(await s.admin.put('/api/judge/problem/edit', { id: bare, title: '改过' }), emptyEnvelope);
    expectAnswer(
      await s.admin.get(`/api/judge/problem/queryById?id=${bare}`),
      envelopeOf(adminProblemSchema),
    );

    // Without the sandbox the engine answers a system error in the same shape.
    expectAnswer(
      await s.admin.post('/api/judge/problem/validate', { id: full }),
      envelopeOf(judgeResultSchema),
    );
    expectAnswer(await s.admin.get('/api/judge/status'), envelopeOf(sandboxStatusSchema));

    const spare = idOf(await s.admin.post('/api/judge/problem/add', { title: '待删除' }));
    expectAnswer(await s.admin.del(`/api/judge/problem/delete?id=${spare}`), emptyEnvelope);
  });

  it('for an import, with and without warnings and test data', async () => {
    const fps = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2">
<item>
<title><![CDATA[契约导入]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit>
<memory_limit unit="mb"><![CDATA[4096]]></memory_limit>
<description><![CDATA[<p>求和</p>]]></description>
<test_input><![CDATA[1 2
]]></test_input>
<test_output><![CDATA[3
]]></test_output>
</item>
<item>
<title><![CDATA[没有数据]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit>
<memory_limit unit="mb"><![CDATA[128]]></memory_limit>
<description><![CDATA[<p>无</p>]]></description>
</item>
</fps>
`;
    const form = multipart({}, { name: 'contract.xml', data: fps, type: 'text/xml' });
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/judge/problem/import?format=fps',
      headers: { 'x-access-token': s.admin.token, ...form.headers },
      payload: form.payload,
    });
    const answer: ApiAnswer = { status: res.statusCode, body: res.json() };
    expectAnswer(answer, envelopeOf(problemImportResultSchema));
    const { problems } = answer.body.result as { problems: { caseCount: number; warnings: string[] }[] };
    expect(problems.map((p) => [p.caseCount, p.warnings.length > 0])).toEqual([
      [1, true],
      [0, false],
    ]);
  });

  it('for the practice area, signed in and not', async () => {
    const anon = await s.t.app.inject({ method: 'GET', url: '/ojapi/problem/list?keyword=契约' });
    expectAnswer({ status: anon.statusCode, body: anon.json() }, practicePage);
    const anonDetail = await s.t.app.inject({ method: 'GET', url: `/ojapi/problem/detail?id=${full}` });
    expectAnswer(
      { status: anonDetail.statusCode, body: anonDetail.json() },
      envelopeOf(practiceProblemSchema),
    );
    const languages = await s.t.app.inject({ method: 'GET', url: '/ojapi/judge/languages' });
    expectAnswer(
      { status: languages.statusCode, body: languages.json() },
      envelopeOf(z.array(judgeLanguageSchema)),
    );

    expectAnswer(await s.student.get('/ojapi/problem/list'), practicePage);
    expectAnswer(await s.student.get('/ojapi/problem/list?tag=入门&difficulty=2&pageSize=1'), practicePage);
    expectAnswer(await s.admin.get('/ojapi/problem/list'), practicePage);
    expectAnswer(await s.student.get(`/ojapi/problem/detail?id=${full}`), envelopeOf(practiceProblemSchema));
    expectAnswer(await s.student.post('/ojapi/login', {}), envelopeOf(judgeSignInSchema));
    expectAnswer(await s.admin.post('/ojapi/register', {}), envelopeOf(judgeSignInSchema));
  });

  it.skipIf(!engine.available)('for submissions while queued, judged and failed to compile', async () => {
    expectAnswer(
      await s.student.post('/ojapi/judge/run', { language: 'c', code: AB_C, input: '1 2\n' }),
      envelopeOf(selfTestResultSchema),
    );
    const ac = await s.student.post('/ojapi/submission/submit', {
      problemId: full,
      language: 'c',
      code: AB_C,
    });
    expectAnswer(ac, created);
    // Whatever state it is in by now (queued, judging or done), the answer has the same shape.
    expectAnswer(
      await s.student.get(`/ojapi/submission/detail?id=${idOf(ac)}`),
      envelopeOf(submissionDetailSchema),
    );
    await judged(s.student, idOf(ac));
    const ce = await s.student.post('/ojapi/submission/submit', {
      problemId: full,
      language: 'c',
      code: 'int x(',
    });
    await judged(s.student, idOf(ce));
    const detail = envelopeOf(submissionDetailSchema);
    expectAnswer(await s.student.get(`/ojapi/submission/detail?id=${idOf(ac)}`), detail);
    const failed = await s.teacher.get(`/ojapi/submission/detail?id=${idOf(ce)}`);
    expectAnswer(failed, detail);
    expect((failed.body.result as { compileMessage: string | null }).compileMessage).toBeTruthy();

    expectAnswer(await s.student.get('/ojapi/submission/list'), submissionPage);
    expectAnswer(await s.student.get(`/ojapi/submission/list?problemId=${full}&pageSize=1`), submissionPage);
    expectAnswer(await s.teacher.get('/ojapi/submission/list?scope=class&username=student1'), submissionPage);
    expectAnswer(await s.teacher.get('/api/judge/submission/list'), submissionPage);
    expectAnswer(
      await s.admin.get(`/api/judge/submission/list?problemId=${full}&username=student1&pageNo=1&pageSize=5`),
      submissionPage,
    );
    expectAnswer(await s.student.get('/ojapi/problem/list'), practicePage);
  });

  it('keeps error answers as they were', async () => {
    const hidden = idOf(await s.admin.post('/api/judge/problem/add', { title: '隐藏' }));
    const res = await s.student.get(`/ojapi/problem/detail?id=${hidden}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, message: '题目不存在', result: null });
    const noData = await s.admin.post('/api/judge/problem/validate', { id: hidden });
    expect(noData.status).toBe(400);
    expect(noData.body.message).toBe('请先上传测试数据');
  });
});
