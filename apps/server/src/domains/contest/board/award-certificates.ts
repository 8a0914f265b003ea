import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { type AwardHolder, issueAwardCertificates } from '../../teaching/index.ts';
import type { BoardService } from './board-service.ts';

const AWARD_NAMES = { 1: '一等奖', 2: '二等奖', 3: '三等奖' } as const;

/**
 * Certificates for a contest's award winners, read from the live board of each group (all groups, or
 * the one asked for). Awards exist only once the contest is over and, with a freeze, unfrozen.
 */
export async function awardCertificates(
  ctx: AppContext,
  boards: BoardService,
  auth: AuthContext,
  body: { contestId: string; groupId?: string; templateId: string; issueDate: string | null },
) {
  const entry = await boards.cache.contest(auth.tenantId, body.contestId);
  if (!entry) throw notFound('赛事不存在');
  const groups = body.groupId ? entry.groups.filter((g) => g.id === body.groupId) : entry.groups;
  if (!groups.length) throw notFound(body.groupId ? '分组不存在' : '该赛事还没有分组');
  const holders: AwardHolder[] = [];
  for (const group of groups) {
    const board = await boards.boardOf(auth.tenantId, entry, group.id, true);
    if (!board.awarded) throw badRequest('比赛结束（设置了封榜的需先解封）后才能颁发获奖证书');
    for (const row of board.rows)
      if (row.award)
        holders.push({
          userId: row.userId,
          title: `${entry.contest.contestName} ${group.className} ${AWARD_NAMES[row.award]}`,
        });
  }
  if (!holders.length) throw badRequest('没有获奖选手，请先在赛事信息中设置奖项');
  const issued = await issueAwardCertificates(ctx.db, {
    tenantId: auth.tenantId,
    templateId: body.templateId,
    eventId: entry.contest.id,
    holders,
    issueDate: body.issueDate,
    by: auth.username,
  });
  // Every winner, also those who held the certificate already: subscribers pay once per contest.
  for (const h of holders)
    await ctx.events.publish('contest.awarded', {
      tenantId: auth.tenantId,
      contestId: entry.contest.id,
      userId: h.userId,
      title: h.title.slice(0, 200),
    });
  return issued;
}
