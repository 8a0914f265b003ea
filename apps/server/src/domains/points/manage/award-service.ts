import type { PointsAwardBody, PointsAwardResult } from '@ck/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { LOG_OPERATE, writeLog } from '../../../platform/audit/audit-log.ts';
import { changePoints } from '../points-service.ts';
import { awardableUser } from './managed-students.ts';

/**
 * A teacher's or administrator's award (positive) or deduction (negative) for one user. A deduction
 * below 0 is refused and writes nothing. The audit log records who changed whose points, by how much
 * and why.
 */
export async function awardPoints(
  db: Db,
  req: FastifyRequest,
  body: PointsAwardBody,
): Promise<PointsAwardResult> {
  const auth = req.auth!;
  const user = await awardableUser(db, auth, body.userId);
  const balance = await changePoints(db, {
    tenantId: auth.tenantId,
    userId: user.id,
    amount: body.amount,
    reason: body.reason,
    kind: 'manual',
    by: auth.username,
  });
  const who = user.realname ? `${user.realname}（${user.username}）` : user.username;
  const what = body.amount > 0 ? `奖励 ${body.amount}` : `扣减 ${-body.amount}`;
  await writeLog(db, req, {
    logType: LOG_OPERATE,
    operateType: 'teaching:jifen:award',
    content: `给 ${who} ${what} 积分，原因：${body.reason}；变动后 ${balance} 分`.slice(0, 1000),
    userId: auth.userId,
    username: auth.username,
    tenantId: auth.tenantId,
  }).catch((err) => req.log.error({ err }, 'points audit log failed'));
  return { userId: user.id, balance };
}
