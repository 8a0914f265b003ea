import { SAVE_GRACE_SECONDS } from '@ck/shared';
import { type SQL, sql } from 'drizzle-orm';
import { batched } from '../../../db/batched.ts';
import type { Db } from '../../../db/client.ts';
import { teachingUserAnswer as ua, teachingUserPaper as up } from './exam-tables.ts';

/** One autosave: whose attempt, which question, what answer. `id` is the new answer row's id. */
export interface AnswerWrite {
  id: string;
  tenantId: string;
  userId: string;
  userPaperId: string;
  questionId: string;
  answer: string;
  language: string | null;
}

/** Writes of one statement: at most one per attempt, in the order they were asked for. */
function rounds(writes: AnswerWrite[]): AnswerWrite[][] {
  const out: AnswerWrite[][] = [];
  const seen = new Map<string, number>();
  for (const w of writes) {
    const n = seen.get(w.userPaperId) ?? 0;
    seen.set(w.userPaperId, n + 1);
    if (!out[n]) out[n] = [];
    out[n].push(w);
  }
  return out;
}

/**
 * One statement writing one round of autosaves: an answer is kept only if its attempt is the
 * student's, still open (deadline + grace) and holds the question, checked in the same statement that
 * writes it (a hand-in holding the attempt's row lock is waited for, then seen as closed). Returns the
 * `userPaperId` of every answer written.
 *
 * The attempts are also named as an id list so that the planner reads them by primary key even
 * without statistics (right after a whole school started it has none for the new attempts, and
 * scanned every open attempt for each batch), and the layout is only checked against the input row
 * of its own attempt (a nested loop otherwise parsed every layout once per input row).
 */
export function answerWriteSql(round: AnswerWrite[], at: string): SQL {
  const input = round.map((w) => ({
    ...w,
    holds: { sections: [{ questions: [{ questionId: w.questionId }] }] },
  }));
  return sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as x(
        id text, "tenantId" text, "userId" text, "userPaperId" text, "questionId" text,
        answer text, language text, holds jsonb)
    ), open as (
      update ${up} set last_save_time = ${at}::timestamptz
        from input
       where ${up.id} = any(${sql.param(round.map((w) => w.userPaperId))}::text[])
         and ${up.id} = input."userPaperId" and ${up.tenantId} = input."tenantId"
         and ${up.userId} = input."userId" and ${up.userPaperStatus} = 0
         and ${up.deadline} + make_interval(secs => ${SAVE_GRACE_SECONDS}) >= ${at}::timestamptz
         and case when ${up.id} = input."userPaperId" then ${up.layout} @> input.holds end
      returning input.*
    )
    insert into ${ua} (id, tenant_id, user_paper_id, question_id, answer, language, update_time, first_save_time)
    select id, "tenantId", "userPaperId", "questionId", answer, language, ${at}::timestamptz, ${at}::timestamptz
      from open
    on conflict (user_paper_id, question_id)
      do update set answer = excluded.answer, language = excluded.language, update_time = excluded.update_time
    returning user_paper_id as "userPaperId"`;
}

/**
 * Autosaves asked for at the same moment, written together (`answerWriteSql`). A student's second
 * save in one batch goes in the next statement, so the later answer wins. Answers the time of every
 * write kept; a write left out was refused.
 */
export function answerWriter(db: Db) {
  return batched(
    (w: AnswerWrite) => w.id,
    async (writes: AnswerWrite[]) => {
      const now = new Date();
      const kept = new Map<string, Date>();
      for (const round of rounds(writes)) {
        const res = await db.execute(answerWriteSql(round, now.toISOString()));
        // Each attempt is written once per statement, so its id names the write.
        const written = new Set(
          (res as unknown as { rows: { userPaperId: string }[] }).rows.map((r) => r.userPaperId),
        );
        for (const w of round) if (written.has(w.userPaperId)) kept.set(w.id, now);
      }
      return kept;
    },
  );
}
