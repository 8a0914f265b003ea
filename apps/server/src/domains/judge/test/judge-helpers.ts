import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Client } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { zipBuffer } from '../../../db/seed/zip-buffer.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeSubmission, judgeTask } from '../tables.ts';

/** A zip in memory from name -> content. */
export const zipOf = (files: Record<string, string>): Promise<Buffer> =>
  zipBuffer(Object.entries(files).map(([name, data]) => ({ name, data })));

/** Multipart upload of a zip to the test data route. */
export async function uploadData(
  t: TestApp,
  token: string,
  problemId: string,
  zip: Buffer,
  filename = 'data.zip',
) {
  const boundary = '----ckjudge';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/judge/problem/uploadData?id=${problemId}`,
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

export const AB_DATA = {
  '1.in': '1 2\n',
  '1.out': '3\n',
  '2.in': '10 -3\n',
  '2.out': '7\n',
  '10.in': '100 200\n',
  '10.out': '300\n',
};
/** The add-problem form of a visible A+B problem with a sample, 1 s and 128 MB, of difficulty 1. */
export const abProblemForm = (title: string, tags: string[]) => ({
  title,
  content: '计算 $a+b$。',
  samples: [{ input: '1 2', output: '3' }],
  timeLimit: 1000,
  memoryLimit: 128,
  visible: 1,
  tags,
  difficulty: 1,
});

export const AB_C =
  '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n';
export const AB_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** Polls a submission until it is judged (the /ojapi client polls the same way). */
export async function judged(c: Client, id: string, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await c.get(`/ojapi/submission/detail?id=${id}`);
    const row = res.body.result as {
      status: string;
      verdict: string;
      score: number;
      cases: { verdict: string }[];
    };
    if (row.status === 'done') return row;
    if (Date.now() > end) throw new Error(`提交 ${id} 未在时限内评测完成`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A queued submission of `userId` to `problemId`, straight in the database (queue tests need no sandbox). */
export async function enqueueSubmission(t: TestApp, problemId: string, userId: string): Promise<string> {
  const id = uuidv7();
  await t.db.insert(judgeSubmission).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    problemId,
    userId,
    username: userId,
    language: 'c',
    code: 'x',
  });
  await t.db.insert(judgeTask).values({ id: uuidv7(), submissionId: id });
  return id;
}

/** Runs out the lease of a submission's judge task, as when its worker died mid-job. */
export async function expireLease(t: TestApp, submissionId: string) {
  await t.db
    .update(judgeTask)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(eq(judgeTask.submissionId, submissionId));
}
