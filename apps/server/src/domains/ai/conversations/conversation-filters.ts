import {
  AI_CONVERSATION_STATUSES,
  AI_SCENES,
  type AiConversationQuery,
  isCalendarDate,
  parseDateTime,
} from '@ck/shared';
import { eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { badRequest } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { teachingAiConversation as c } from '../tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a `YYYY-MM-DD` day in Asia/Shanghai; a bad date is the caller's 400. */
function dayStart(value: string, label: string): Date {
  const day = isCalendarDate(value) ? parseDateTime(value) : null;
  if (!day) throw badRequest(`${label}格式应为 YYYY-MM-DD`);
  return day;
}

/**
 * The search of the conversation log as SQL conditions (the caller adds tenant and scope): account
 * or name contains, keyword in the question or the answer, scene, status, and the days from and to
 * (Asia/Shanghai, both inclusive). Unknown scenes, statuses and bad dates are refused.
 */
export function conversationFilters(q: AiConversationQuery): SQL[] {
  const where: SQL[] = [];
  if (q.username) {
    const pattern = likePattern(q.username);
    where.push(or(ilike(c.username, pattern), ilike(c.realname, pattern))!);
  }
  if (q.keyword) {
    const pattern = likePattern(q.keyword);
    where.push(or(ilike(c.question, pattern), ilike(c.answer, pattern))!);
  }
  if (q.scene) {
    if (!AI_SCENES.some((s) => s.value === q.scene)) throw badRequest('未知的场景');
    where.push(eq(c.scene, q.scene));
  }
  if (q.status) {
    if (!AI_CONVERSATION_STATUSES.some((s) => s.value === q.status)) throw badRequest('未知的状态');
    where.push(eq(c.status, q.status));
  }
  const from = q.dateFrom ? dayStart(q.dateFrom, '开始日期') : null;
  const to = q.dateTo ? dayStart(q.dateTo, '结束日期') : null;
  if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期');
  // Asia/Shanghai has no daylight saving: a day is always [start, start + 24 h).
  if (from) where.push(gte(c.createTime, from));
  if (to) where.push(lt(c.createTime, new Date(to.getTime() + DAY_MS)));
  return where;
}
