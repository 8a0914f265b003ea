import type { AiConversation, AiConversationQuery } from '@ck/shared';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tablePage } from '../../../db/table-page.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { pageOf } from '../../../platform/http/paging.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUserDepart } from '../../identity/index.ts';
import { teachingAiConversation as c } from '../tables.ts';
import { conversationFilters } from './conversation-filters.ts';

/** The most rows one export writes; a narrower search exports the rest. */
export const EXPORT_MAX_ROWS = 10_000;

/** Whose questions a caller may read in the log, on top of the tenant. */
export type ConversationScope = 'log' | 'mine';

/**
 * The log's reader scope: an administrator reads the whole tenant; anyone else holding the log
 * permission (a teacher) reads their own questions and those of the users of the classes and
 * departments they belong to or manage; `mine` is the caller's own questions only.
 */
function scopeOf(db: Db, auth: AuthContext, scope: ConversationScope): SQL | undefined {
  if (scope === 'mine') return eq(c.userId, auth.userId);
  if (isAdmin(auth)) return undefined;
  if (!auth.departIds.length) return eq(c.userId, auth.userId);
  // The session holds only departments of the caller's tenant, and the log's own tenant condition
  // keeps other tenants' rows out either way.
  const members = db
    .select({ userId: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(inArray(sysUserDepart.departId, auth.departIds));
  return or(eq(c.userId, auth.userId), inArray(c.userId, members));
}

function rowOf(r: typeof c.$inferSelect): AiConversation {
  return {
    id: r.id,
    userId: r.userId,
    username: r.username,
    realname: r.realname,
    scene: r.scene,
    question: r.question,
    answer: r.answer,
    context: r.context,
    status: r.status,
    errorMessage: r.errorMessage,
    promptTokens: r.promptTokens,
    completionTokens: r.completionTokens,
    durationMs: r.durationMs,
    createTime: formatDateTime(r.createTime)!,
  };
}

/** Reading the code dog's conversation log: a page of it, or all of it for the export. */
export class ConversationService {
  constructor(private readonly db: Db) {}

  private where(auth: AuthContext, scope: ConversationScope, q: AiConversationQuery) {
    return and(tenantScope(c, auth), scopeOf(this.db, auth, scope), ...conversationFilters(q));
  }

  /** Newest first. */
  async page(auth: AuthContext, scope: ConversationScope, q: AiConversationQuery) {
    const where = this.where(auth, scope, q);
    const { rows, total } = await tablePage(this.db, c, where, [desc(c.createTime), desc(c.id)], q);
    return pageOf(rows.map(rowOf), total, q.pageNo, q.pageSize);
  }

  /** Every matching row (up to {@link EXPORT_MAX_ROWS}), newest first. */
  async all(auth: AuthContext, q: AiConversationQuery): Promise<AiConversation[]> {
    const rows = await this.db
      .select()
      .from(c)
      .where(this.where(auth, 'log', q))
      .orderBy(desc(c.createTime), desc(c.id))
      .limit(EXPORT_MAX_ROWS);
    return rows.map(rowOf);
  }
}
