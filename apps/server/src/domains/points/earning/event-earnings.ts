import type { AppContext } from '../../../context.ts';
import { earnByRule, type RuleEarning } from '../rules/rule-service.ts';

const name = (text: string) => `《${text.slice(0, 60)}》`;

/**
 * Points paid by what happens elsewhere: works handed in, graded and featured, exams passed, contest
 * awards. Each event pays once per user (its event key), by the tenant's rules and daily caps.
 */
export function subscribeEarnings(ctx: AppContext) {
  const { db, events } = ctx;
  const pay = async (earning: RuleEarning) => {
    await earnByRule(db, earning);
  };
  events.subscribe('works.workSubmitted', (e) =>
    pay({
      tenantId: e.tenantId,
      userId: e.userId,
      kind: 'workSubmit',
      eventKey: `workSubmit:${e.workId}`,
      reason: `提交作品${name(e.workName)}`,
    }),
  );
  events.subscribe('works.workGraded', (e) =>
    pay({
      tenantId: e.tenantId,
      userId: e.userId,
      kind: 'workGraded',
      eventKey: `workGraded:${e.workId}`,
      reason: `作品${name(e.workName)}被批改`,
    }),
  );
  events.subscribe('works.workFeatured', (e) =>
    pay({
      tenantId: e.tenantId,
      userId: e.userId,
      kind: 'workFeatured',
      eventKey: `workFeatured:${e.workId}`,
      reason: `作品${name(e.workName)}被设为精选`,
    }),
  );
  events.subscribe('exam.passed', (e) =>
    pay({
      tenantId: e.tenantId,
      userId: e.userId,
      kind: 'examResult',
      eventKey: `examResult:${e.examId}`,
      reason: `考试${name(e.examName)}及格（${e.score} 分）`,
    }),
  );
  events.subscribe('contest.awarded', (e) =>
    pay({
      tenantId: e.tenantId,
      userId: e.userId,
      kind: 'contestAward',
      eventKey: `contestAward:${e.contestId}`,
      reason: `赛事获奖：${e.title.slice(0, 120)}`,
    }),
  );
}
