import {
  ASSESSMENT_SMS_MODE,
  answerFormatHint,
  isAnswerWellFormed,
  type MpAttempt,
  type MpReport,
  type MpSaved,
  type MpStartBody,
  scoreAssessment,
} from '@ck/shared';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { smsCodesOf } from '../../identity/index.ts';
import { teachingXcxCity } from '../content/content-tables.ts';
import { teachingReport as r, teachingTestPower as tp } from '../tables.ts';
import { attemptJson, cardOf, deadlineOf, mpReportOf, SAVE_GRACE_MS } from './mp-assessment-view.ts';
import type { ReportRow } from './report-view.ts';
import type { TestPowerRow } from './test-power-service.ts';
import { hashToken, newSecret } from './tokens.ts';

/** What starting an attempt gives: the attempt, or the report token of the child's finished one. */
export type StartOutcome = { attempt: MpAttempt } | { finished: { reportToken: string | null } };

const GONE = '答题凭证无效或已过期，请重新开始测评';

/** Taking an assessment through the public companion API: start or resume, autosave, submit, report. */
export class AttemptService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async cards(tenantId: string) {
    const rows = await this.db
      .select()
      .from(tp)
      .where(and(liveScope(tp, tenantId), eq(tp.status, '1')))
      .orderBy(asc(tp.sortNo), desc(tp.createTime));
    return rows.map(cardOf);
  }

  async published(tenantId: string, id: string): Promise<TestPowerRow> {
    const [row] = await this.db
      .select()
      .from(tp)
      .where(and(liveScope(tp, tenantId), eq(tp.id, id), eq(tp.status, '1')));
    if (!row) throw notFound('测评不存在或已下架');
    return row;
  }

  async sendCode(mobile: string, ip: string) {
    await smsCodesOf(this.ctx).send(mobile, ASSESSMENT_SMS_MODE, ip);
  }

  /**
   * One attempt per child: the signed-in user's id, else the guardian's verified phone with the
   * child's name. Starting again resumes an unfinished attempt under a new token (the old one dies),
   * so only whoever proved the phone (or the account) holds it.
   */
  async start(tenantId: string, auth: AuthContext | null, body: MpStartBody): Promise<StartOutcome> {
    const def = await this.published(tenantId, body.testPowerId);
    if (body.childAge < def.ageMin || body.childAge > def.ageMax)
      throw badRequest(`该测评适合 ${def.ageMin}-${def.ageMax} 岁的孩子`);
    if (body.cityId) await this.assertCity(tenantId, body.cityId);
    const guardianName = body.guardianName || null;
    const guardianPhone = body.guardianPhone || null;
    let phoneVerified = false;
    if (!auth) {
      if (!guardianName) throw badRequest('请填写家长姓名');
      if (!guardianPhone) throw badRequest('请填写家长手机号');
      if (!body.smsCode) throw badRequest('请填写短信验证码');
    }
    if (guardianPhone && body.smsCode) {
      await smsCodesOf(this.ctx).verify(guardianPhone, ASSESSMENT_SMS_MODE, body.smsCode);
      phoneVerified = true;
    }
    const childKey = auth ? `u:${auth.userId}` : `p:${guardianPhone}:${body.childName}`;
    const token = newSecret();
    const [existing] = await this.db
      .select()
      .from(r)
      .where(and(liveScope(r, tenantId), eq(r.testPowerId, def.id), eq(r.childKey, childKey)));
    if (existing?.status === '1') return { finished: { reportToken: existing.shareToken } };
    if (existing) {
      const [row] = await this.db
        .update(r)
        .set({ attemptHash: hashToken(token), updateTime: new Date() })
        .where(and(eq(r.id, existing.id), eq(r.status, '0')))
        .returning();
      if (!row) throw conflict('测评刚刚已提交，请重新打开查看报告');
      return { attempt: attemptJson(row, def, token) };
    }
    try {
      const [row] = await this.db
        .insert(r)
        .values({
          id: uuidv7(),
          tenantId,
          testPowerId: def.id,
          userId: auth?.userId ?? null,
          childKey,
          childName: body.childName,
          childAge: body.childAge,
          guardianName,
          guardianPhone,
          phoneVerified,
          cityId: body.cityId || null,
          attemptHash: hashToken(token),
          createBy: auth?.username ?? null,
        })
        .returning();
      return { attempt: attemptJson(row, def, token) };
    } catch (err) {
      // Two starts of the same child at once: the unique index lets one through.
      if (isUniqueViolation(err)) throw conflict('测评已经开始，请稍后重试');
      throw err;
    }
  }

  private async assertCity(tenantId: string, cityId: string) {
    const [city] = await this.db
      .select({ id: teachingXcxCity.id })
      .from(teachingXcxCity)
      .where(and(liveScope(teachingXcxCity, tenantId), eq(teachingXcxCity.id, cityId)));
    if (!city) throw badRequest('所选城市不存在');
  }

  /** The attempt a token holds, with its assessment (deleted ones included: a started attempt goes on). */
  private async held(token: string | undefined): Promise<{ report: ReportRow; def: TestPowerRow }> {
    if (!token || token.length < 20 || token.length > 100) throw notFound(GONE);
    const [row] = await this.db
      .select({ report: r, def: tp })
      .from(r)
      .innerJoin(tp, and(eq(tp.id, r.testPowerId), eq(tp.tenantId, r.tenantId)))
      .where(and(eq(r.attemptHash, hashToken(token)), eq(r.delFlag, 0)));
    if (!row) throw notFound(GONE);
    return row;
  }

  async attempt(token: string | undefined): Promise<MpAttempt> {
    const { report, def } = await this.held(token);
    return attemptJson(report, def, token as string);
  }

  /** Autosave of the whole sheet. A save older than the stored one (lower `seq`) changes nothing. */
  async save(
    token: string | undefined,
    body: { answers: Record<string, string>; seq: number },
  ): Promise<MpSaved> {
    const { report, def } = await this.held(token);
    if (report.status !== '0') throw conflict('测评已提交，答案不能再修改');
    const deadline = deadlineOf(report, def);
    if (deadline && Date.now() > deadline.getTime() + SAVE_GRACE_MS)
      throw badRequest('答题时间已到，答案不能再修改，请提交查看报告');
    const answers = cleanAnswers(def, body.answers);
    const stored = (row: ReportRow) => ({
      seq: row.answerSeq,
      savedAt: (row.updateTime ?? row.startTime).toISOString(),
    });
    if (body.seq < report.answerSeq) return stored(report);
    // Conditional on the sequence: of two saves racing, the older one cannot overwrite the newer.
    const [row] = await this.db
      .update(r)
      .set({ answers, answerSeq: body.seq, updateTime: new Date() })
      .where(and(eq(r.id, report.id), eq(r.status, '0'), lte(r.answerSeq, body.seq)))
      .returning();
    if (row) return stored(row);
    const [now] = await this.db.select().from(r).where(eq(r.id, report.id));
    if (now?.status !== '0') throw conflict('测评已提交，答案不能再修改');
    return stored(now);
  }

  /** Scores what was saved and opens the report. A repeated submit answers the same report. */
  async submit(token: string | undefined): Promise<MpReport> {
    const { report, def } = await this.held(token);
    if (report.status === '1') return mpReportOf(this.db, report, def);
    const ids = new Set(def.questions.map((q) => q.id));
    const answers = Object.fromEntries(Object.entries(report.answers).filter(([id]) => ids.has(id)));
    const score = scoreAssessment(def, answers);
    const [row] = await this.db
      .update(r)
      .set({
        status: '1',
        score,
        totalScore: score.total,
        maxScore: score.max,
        bandTitle: def.bands[score.bandIndex]?.title ?? null,
        shareToken: newSecret(),
        submitTime: new Date(),
        updateTime: new Date(),
      })
      .where(and(eq(r.id, report.id), eq(r.status, '0')))
      .returning();
    const done = row ?? (await this.db.select().from(r).where(eq(r.id, report.id)))[0];
    return mpReportOf(this.db, done, def);
  }

  /** The report behind a share link; a revoked, reset or deleted one is simply not found. */
  async report(shareToken: string): Promise<MpReport> {
    const [row] = await this.db
      .select({ report: r, def: tp })
      .from(r)
      .innerJoin(tp, and(eq(tp.id, r.testPowerId), eq(tp.tenantId, r.tenantId)))
      .where(and(eq(r.shareToken, shareToken), eq(r.delFlag, 0), eq(r.status, '1')));
    if (!row) throw notFound('报告不存在或分享链接已失效');
    return mpReportOf(this.db, row.report, row.def);
  }
}

/** The sheet's answers, checked against the assessment: known questions, well-formed; blanks dropped. */
function cleanAnswers(def: TestPowerRow, answers: Record<string, string>): Record<string, string> {
  const byId = new Map(def.questions.map((q) => [q.id, q]));
  const clean: Record<string, string> = {};
  for (const [id, raw] of Object.entries(answers)) {
    const q = byId.get(id);
    if (!q) throw badRequest('答案中有不属于本测评的题目');
    const answer = raw.trim().toUpperCase();
    if (!answer) continue;
    if (!isAnswerWellFormed(q.type, q.options.length, answer))
      throw badRequest(`第 ${def.questions.indexOf(q) + 1} 题：${answerFormatHint(q.type)}`);
    clean[id] = answer;
  }
  return clean;
}
