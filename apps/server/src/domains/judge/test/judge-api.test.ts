import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { judgeEngine } from '../judge-runtime.ts';
import { judgeProblem, judgeSubmission, judgeTask } from '../tables.ts';
import { AB_C, AB_DATA, AB_PY, abProblemForm, judged, uploadData, zipOf } from './judge-helpers.ts';

const s = signedInSuite({
  admin: 'admin',
  teacher: 'teacher',
  student: 'student1',
  student2: 'student2',
});

const engine = await judgeEngine();
if (!engine.available) console.warn(`跳过判题接口测试：${engine.reportText()}`);

let problemId: string;

const rows = async () => Number((await s.t.db.select({ n: count() }).from(judgeProblem))[0].n);
const newProblem = abProblemForm('A+B', ['入门']);

beforeAll(async () => {
  const res = await s.admin.post('/api/judge/problem/add', newProblem);
  problemId = (res.body.result as { id: string }).id;
});

describe('problem bank', () => {
  it('refuses bad problems with clear messages and stores nothing', async () => {
    const before = await rows();
    const cases: [unknown, string][] = [
      [{ ...newProblem, title: '' }, '请填写题目名称'],
      [{ ...newProblem, timeLimit: 50 }, '时间限制至少 100 毫秒'],
      [{ ...newProblem, memoryLimit: 4096 }, '内存限制最多 1024 MB'],
      [{ ...newProblem, languages: ['cobol'] }, '不支持的语言'],
      [{ ...newProblem, checkerType: 'special' }, '必须上传特判程序'],
      [{ ...newProblem, tenantId: 'x' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await s.admin.post('/api/judge/problem/add', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await rows()).toBe(before);
  });

  it('students cannot manage problems', async () => {
    expect((await s.student.post('/api/judge/problem/add', newProblem)).status).toBe(403);
    expect((await s.student.get('/api/judge/problem/list')).status).toBe(403);
  });

  it('uploads 1.in/1.out pairs in natural order', async () => {
    const res = await uploadData(s.t, s.admin.token, problemId, await zipOf(AB_DATA));
    expect(res.status).toBe(200);
    expect(res.body.result.caseCount).toBe(3);
    expect(res.body.result.cases.map((c: { name: string }) => c.name)).toEqual(['1', '2', '10']);
  });

  it('refuses bad test data and keeps the current data', async () => {
    const bad: [Record<string, string> | Buffer, string][] = [
      [Buffer.from('not a zip'), '不是有效的 zip'],
      [{ '1.in': '1' }, '缺少对应的输出文件'],
      [{ 'a b.in': '1', 'a b.out': '1' }, '文件名不合法'],
      [{ 'readme.txt': 'x' }, '没有找到'],
      [{ 'config.json': '{bad', '1.in': '', '1.out': '' }, '不是有效的 JSON'],
      [{ 'config.json': '{"cases":[{"input":"9.in","output":"9.out"}]}' }, '引用的文件不存在'],
      [
        {
          'config.json':
            '{"cases":[{"input":"1.in","output":"1.out"}],"subtasks":[{"score":10,"mode":"avg","cases":[0]}]}',
          '1.in': '',
          '1.out': '',
        },
        'sum、min 或 max',
      ],
      [
        {
          'config.json':
            '{"cases":[{"input":"1.in","output":"1.out"}],"subtasks":[{"score":10,"cases":[5]}]}',
          '1.in': '',
          '1.out': '',
        },
        '测试点编号不合法',
      ],
    ];
    for (const [files, message] of bad) {
      const zip = Buffer.isBuffer(files) ? files : await zipOf(files);
      const res = await uploadData(s.t, s.admin.token, problemId, zip);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const [p] = await s.t.db.select().from(judgeProblem).where(eq(judgeProblem.id, problemId));
    expect(p.cases).toHaveLength(3);
    expect(p.dataVersion).toBe(1);
  });

  it('validates the data with the reference solution', async () => {
    const none = await s.admin.post('/api/judge/problem/validate', { id: problemId });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('标准程序');
    if (!engine.available) return;
    await s.admin.put('/api/judge/problem/edit', {
      id: problemId,
      referenceLanguage: 'c',
      referenceCode: AB_C,
    });
    const res = await s.admin.post('/api/judge/problem/validate', { id: problemId });
    expect(res.body.message).toBe('测试数据校验通过');
    expect((res.body.result as { cases: unknown[] }).cases).toHaveLength(3);
  });
});

describe.skipIf(!engine.available)('submissions', () => {
  let mine: string;

  it('judges a submission with per-case results', async () => {
    const res = await s.student.post('/ojapi/submission/submit', { problemId, language: 'c', code: AB_C });
    expect(res.body.message).toBe('已提交，正在评测');
    mine = (res.body.result as { id: string }).id;
    const row = await judged(s.student, mine);
    expect(row).toMatchObject({ verdict: 'AC', score: 100 });
    expect(row.cases.map((c) => c.verdict)).toEqual(['AC', 'AC', 'AC']);
    const [task] = await s.t.db.select().from(judgeTask).where(eq(judgeTask.submissionId, mine));
    expect(task.status).toBe('done');
    const [p] = await s.t.db.select().from(judgeProblem).where(eq(judgeProblem.id, problemId));
    expect(p.acceptCount).toBeGreaterThanOrEqual(1);
  });

  it('wrong answers and compile errors', async () => {
    const wa = await s.student2.post('/ojapi/submission/submit', {
      problemId,
      language: 'python3',
      code: 'print(3)',
    });
    const row = await judged(s.student2, (wa.body.result as { id: string }).id);
    expect(row.verdict).toBe('WA');
    expect(row.score).toBeCloseTo(33.33, 1);
    const ce = await s.student2.post('/ojapi/submission/submit', {
      problemId,
      language: 'python3',
      code: 'print(',
    });
    const ceRow = await judged(s.student2, (ce.body.result as { id: string }).id);
    expect(ceRow.verdict).toBe('CE');
  });

  it('students see only their own submissions; teachers their classes', async () => {
    expect((await s.student2.get(`/ojapi/submission/detail?id=${mine}`)).status).toBe(403);
    const asTeacher = await s.teacher.get(`/ojapi/submission/detail?id=${mine}`);
    expect(asTeacher.status).toBe(200);
    expect((asTeacher.body.result as { code: string }).code).toBe(AB_C);
    const own = await s.student2.get('/ojapi/submission/list');
    const records = (own.body.result as { records: { username: string }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.username === 'student2')).toBe(true);
    expect((await s.student2.get('/ojapi/submission/list?scope=class')).status).toBe(403);
    const cls = await s.teacher.get('/ojapi/submission/list?scope=class');
    const names = new Set(
      (cls.body.result as { records: { username: string }[] }).records.map((r) => r.username),
    );
    expect(names).toEqual(new Set(['student1', 'student2']));
    const office = await s.teacher.get('/api/judge/submission/list');
    expect((office.body.result as { total: number }).total).toBe(
      cls.body.result && (cls.body.result as { total: number }).total,
    );
  });

  it('the list shows my status per problem', async () => {
    const res = await s.student.get('/ojapi/problem/list');
    const row = (res.body.result as { records: { id: string; myStatus: string }[] }).records.find(
      (r) => r.id === problemId,
    );
    expect(row?.myStatus).toBe('AC');
  });

  it('refuses bad submissions and records nothing', async () => {
    const before = Number((await s.t.db.select({ n: count() }).from(judgeSubmission))[0].n);
    const bad: [unknown, number, string][] = [
      [{ problemId, language: 'cobol', code: 'x' }, 400, '不支持的语言'],
      [{ problemId, language: 'c', code: '' }, 400, '请填写代码'],
      [{ problemId, language: 'c', code: 'x'.repeat(70_000) }, 400, '代码最多 64 KB'],
      [{ problemId: 'nope', language: 'c', code: 'x' }, 404, '题目不存在'],
      [{ problemId, language: 'c', code: 'x', userId: 'someone' }, 400, ''],
    ];
    for (const [body, status, message] of bad) {
      const res = await s.student.post('/ojapi/submission/submit', body);
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect(Number((await s.t.db.select({ n: count() }).from(judgeSubmission))[0].n)).toBe(before);
  });

  it('hidden problems stay out of the practice area', async () => {
    const hidden = await s.admin.post('/api/judge/problem/add', {
      ...newProblem,
      title: '隐藏题',
      visible: 0,
    });
    const id = (hidden.body.result as { id: string }).id;
    expect((await s.student.get(`/ojapi/problem/detail?id=${id}`)).status).toBe(404);
    const list = await s.student.get('/ojapi/problem/list');
    expect((list.body.result as { records: { id: string }[] }).records.some((r) => r.id === id)).toBe(false);
    expect(
      (await s.student.post('/ojapi/submission/submit', { problemId: id, language: 'c', code: AB_C })).status,
    ).toBe(404);
    const anon = await s.t.app.inject({ method: 'GET', url: `/ojapi/problem/detail?id=${problemId}` });
    expect(anon.json().result.title).toBe('A+B');
    expect(anon.json().result.referenceCode).toBeUndefined();
  });
});

describe.skipIf(!engine.available)('self-test and judge sign-in', () => {
  it('lists languages publicly', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/ojapi/judge/languages' });
    const ids = (res.json().result as { id: string }[]).map((l) => l.id);
    expect(ids).toEqual(expect.arrayContaining(['c', 'cpp17', 'cpp20', 'python3', 'javascript']));
  });

  it('runs code with my input, signed in only, rate limited', async () => {
    const anon = await s.t.app.inject({
      method: 'POST',
      url: '/ojapi/judge/run',
      payload: { language: 'python3', code: 'print(1)', input: '' },
    });
    expect(anon.statusCode).toBe(401);
    const res = await s.student.post('/ojapi/judge/run', {
      language: 'python3',
      code: AB_PY,
      input: '20 22\n',
    });
    expect(res.body.result).toMatchObject({ verdict: 'AC', stdout: '42\n' });
    expect(Object.keys(res.body.result as object).sort()).toEqual([
      'memory',
      'stderr',
      'stdout',
      'time',
      'verdict',
    ]);
    const bad = await s.student.post('/ojapi/judge/run', { language: 'python3', code: '', input: '' });
    expect(bad.status).toBe(400);
    let last = 200;
    for (let i = 0; i < 10 && last !== 429; i++) {
      last = (await s.student.post('/ojapi/judge/run', { language: 'python3', code: 'print(1)', input: '' }))
        .status;
    }
    expect(last).toBe(429);
  });

  it('signs the platform user into the judge area', async () => {
    const res = await s.student.post('/ojapi/login', {});
    expect(res.body.result).toMatchObject({ user: { username: 'student1' }, canManage: false });
    const anon = await s.t.app.inject({ method: 'POST', url: '/ojapi/register', payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});
