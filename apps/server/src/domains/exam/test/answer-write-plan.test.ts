import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../../test/helpers/scratch-database.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { type AnswerWrite, answerWriteSql } from '../exams/answer-writes.ts';

// The moment after a whole school started: thousands of fresh open attempts the planner has no
// statistics for yet. A batch of autosaves must still reach each attempt by its primary key.
const url = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(url && process.env.CK_TEST_DB === 'postgres');
const ATTEMPTS = 3000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe(`an autosave batch right after a school started (${onPostgres ? 'PostgreSQL' : 'embedded'})`, () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let database: Database;

  beforeAll(async () => {
    if (onPostgres) scratch = await scratchDatabase(url!, 'ck_answer_plan');
    database = await openDatabase({ databaseUrl: scratch?.url, poolSize: 2 });
    await database.migrate();
    await database.db.execute(sql`
      insert into teaching_user_paper (id, tenant_id, exam_id, paper_id, user_id, username, seed, layout, deadline)
      select 'up-' || n, ${DEFAULT_TENANT_ID}, 'exam-1', 'paper-1', 'user-' || n, 'student' || n, n,
             jsonb_build_object('sections', jsonb_build_array(jsonb_build_object(
               'title', '一、单选题', 'instruction', null,
               'questions', (select jsonb_agg(jsonb_build_object('questionId', 'q-' || k, 'score', 5, 'optionOrder', jsonb_build_array('A', 'B', 'C', 'D')))
                               from generate_series(1, 20) k)))),
             now() + interval '1 hour'
        from generate_series(1, ${ATTEMPTS}) n`);
  });

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const round = (from: number, count: number): AnswerWrite[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `answer-${from + i}`,
      tenantId: DEFAULT_TENANT_ID,
      userId: `user-${from + i}`,
      userPaperId: `up-${from + i}`,
      questionId: `q-${(i % 20) + 1}`,
      answer: 'A',
      language: null,
    }));

  it('reads each attempt by its primary key, never scanning the open attempts', async () => {
    const res = await database.db.execute(
      sql`explain (format json) ${answerWriteSql(round(100, 40), new Date().toISOString())}`,
    );
    const [{ Plan: plan }] = (res as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows[0][
      'QUERY PLAN'
    ];
    const attemptReads = nodes(plan).filter(
      (n) => n['Relation Name'] === 'teaching_user_paper' && n['Node Type'].endsWith('Scan'),
    );
    expect(attemptReads.length).toBeGreaterThan(0);
    for (const read of attemptReads) {
      const index = read['Node Type'] === 'Bitmap Heap Scan' ? read.Plans?.[0] : read;
      expect(index?.['Node Type']).toMatch(/^(Bitmap )?Index Scan$/);
      expect(index?.['Index Name']).toBe('teaching_user_paper_pkey');
    }
  });

  it("writes the answers of open attempts and leaves out someone else's", async () => {
    const writes = round(200, 10);
    writes[3] = { ...writes[3], userId: 'user-999' };
    const res = await database.db.execute(answerWriteSql(writes, new Date().toISOString()));
    const written = (res as unknown as { rows: { userPaperId: string }[] }).rows.map((r) => r.userPaperId);
    expect(written.sort()).toEqual(
      writes
        .filter((_, i) => i !== 3)
        .map((w) => w.userPaperId)
        .sort(),
    );
  });
});
