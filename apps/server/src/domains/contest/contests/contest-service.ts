import type { ContestAddBody, ContestEditBody, contestListQuery } from '@ck/shared';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { sanitizeRichText } from '../../../platform/http/rich-text.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { deleteContestExam } from '../../exam/index.ts';
import {
  teachingContest as c,
  teachingContestClass as g,
  teachingUserOtherInfo as p,
  teachingContestSubmission as s,
} from '../tables.ts';
import { type ContestRow, loadContest, phaseCondition } from './contest-access.ts';
import { contestChanged } from './contest-changed.ts';
import { settingsProblem } from './contest-rules.ts';
import { contestJson } from './contest-view.ts';
import { syncGroupExams } from './group-exam.ts';

type ContestListQuery = z.output<typeof contestListQuery>;

/** Empty optional times and numbers are stored as null. */
function columnsOf(input: Partial<ContestAddBody>) {
  const { duration, intro, rules, ...fields } = input;
  // Absent keys stay absent, so `edit` changes only what it is sent.
  const rest = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as typeof fields;
  return {
    ...rest,
    ...(duration !== undefined ? { duration: duration === '' ? null : duration } : {}),
    ...(intro !== undefined ? { intro: sanitizeRichText(intro) } : {}),
    ...(rules !== undefined ? { rules: sanitizeRichText(rules) } : {}),
  };
}

/** Contests in the back office: every contest of the tenant, for admins and teachers alike. */
export class ContestService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async list(auth: AuthContext, q: ContestListQuery) {
    const filters: SQL[] = [tenantScope(c, auth), eq(c.delFlag, 0)];
    if (q.contestName) filters.push(ilike(c.contestName, likePattern(q.contestName)));
    if (q.ruleType) filters.push(eq(c.ruleType, q.ruleType));
    if (q.phase) filters.push(phaseCondition(q.phase));
    const where = and(...filters) as SQL;
    const { rows, total } = await tablePage(this.db, c, where, [desc(c.startTime), desc(c.id)], q);
    return { records: await contestJson(this.db, auth.tenantId, rows), total };
  }

  async detail(auth: AuthContext, id: string) {
    const [json] = await contestJson(this.db, auth.tenantId, [await loadContest(this.db, auth.tenantId, id)]);
    return json;
  }

  async add(auth: AuthContext, input: ContestAddBody) {
    const { duration, intro, rules, ...fields } = input;
    const values = {
      ...fields,
      intro: sanitizeRichText(intro),
      rules: sanitizeRichText(rules),
      duration: duration === '' || duration === undefined ? null : duration,
      registerStart: fields.registerStart ?? null,
      registerEnd: fields.registerEnd ?? null,
      lockTime: fields.lockTime ?? null,
      awardFirst: fields.awardFirst ?? null,
      awardSecond: fields.awardSecond ?? null,
      awardThird: fields.awardThird ?? null,
    };
    const problem = settingsProblem(values);
    if (problem) throw badRequest(problem);
    const id = uuidv7();
    await this.db.insert(c).values({
      ...values,
      id,
      tenantId: auth.tenantId,
      createBy: auth.username,
      createTime: new Date(),
    });
    return this.detail(auth, id);
  }

  async edit(auth: AuthContext, input: ContestEditBody) {
    const { id, ...changes } = input;
    const row = await loadContest(this.db, auth.tenantId, id);
    const columns = columnsOf(changes);
    const next: ContestRow = { ...row, ...columns } as ContestRow;
    const problem = settingsProblem(next) ?? (await this.ruleChangeProblem(row, next));
    if (problem) throw badRequest(problem);
    await this.db.transaction(async (tx) => {
      await tx
        .update(c)
        .set({ ...columns, updateBy: auth.username, updateTime: new Date() })
        .where(and(tenantScope(c, auth), eq(c.id, row.id)));
      // The exams of paper groups follow the contest's name, window and status.
      await syncGroupExams(tx, next, auth.username);
    });
    await contestChanged(this.ctx, auth.tenantId, row.id);
    return this.detail(auth, row.id);
  }

  /** A contest with groups keeps its kind (problems or a paper). */
  private async ruleChangeProblem(row: ContestRow, next: ContestRow) {
    if ((row.ruleType === 'paper') === (next.ruleType === 'paper')) return null;
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(g)
      .where(and(liveScope(g, row.tenantId), eq(g.contestId, row.id)));
    return Number(n) ? '赛事已有分组，不能在试卷赛制与编程赛制之间切换' : null;
  }

  async remove(auth: AuthContext, id: string) {
    const row = await loadContest(this.db, auth.tenantId, id);
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(s)
      .where(and(tenantScope(s, auth), eq(s.contestId, row.id)));
    if (Number(n)) throw badRequest(`赛事已有 ${n} 条提交记录，不能删除；如不再开放，请改为草稿`);
    const now = new Date();
    const gone = { delFlag: 1, updateBy: auth.username, updateTime: now };
    await this.db.transaction(async (tx) => {
      const groups = await tx
        .select({ examId: g.examId })
        .from(g)
        .where(and(liveScope(g, auth), eq(g.contestId, row.id)));
      for (const { examId } of groups)
        if (examId) await deleteContestExam(tx, auth.tenantId, examId, auth.username);
      await tx
        .update(g)
        .set(gone)
        .where(and(tenantScope(g, auth), eq(g.contestId, row.id)));
      await tx
        .update(p)
        .set(gone)
        .where(and(tenantScope(p, auth), eq(p.contestId, row.id)));
      await tx
        .update(c)
        .set(gone)
        .where(and(tenantScope(c, auth), eq(c.id, row.id)));
    });
    await contestChanged(this.ctx, auth.tenantId, row.id);
  }
}
