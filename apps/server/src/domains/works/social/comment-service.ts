import type { WorkComment } from '@ck/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { forbidden, notFound, tooMany } from '../../../platform/http/errors.ts';
import { teachingWork as w } from '../work/work-tables.ts';
import { workFileUrl } from '../work/work-urls.ts';
import { authorsOf } from './gallery-view.ts';
import { managedWork, visibleWork } from './social-policy.ts';
import { teachingWorkComment as c, teachingWorkCommentReport as r } from './social-tables.ts';

/** Comments a user may post per minute (per app node). */
export const COMMENTS_PER_MINUTE = 10;

/** Comments: listed on visible works, posted with a rate limit, reported once, hidden by teachers. */
export class CommentService {
  private readonly limiter = new FailureLimiter(COMMENTS_PER_MINUTE, 60_000);

  constructor(private readonly ctx: AppContext) {}

  /** The shown comments of a work the caller may see, newest first. */
  async list(auth: AuthContext | null, q: { workId: string; pageNo: number; pageSize: number }) {
    const { db } = this.ctx;
    const work = await visibleWork(db, auth, q.workId);
    const where = and(eq(c.workId, work.id), eq(c.status, 0));
    const [rows, [{ n }]] = await Promise.all([
      db
        .select()
        .from(c)
        .where(where)
        .orderBy(desc(c.createTime), desc(c.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize),
      db.select({ n: count() }).from(c).where(where),
    ]);
    const authors = await authorsOf(
      this.ctx,
      work.tenantId,
      rows.map((row) => row.userId),
    );
    const records: WorkComment[] = rows.map((row) => {
      const author = authors.get(row.userId);
      return {
        id: row.id,
        workId: row.workId,
        userId: row.userId,
        realname: author?.realname ?? '',
        avatar_url: workFileUrl(this.ctx, author?.avatar),
        comment: row.comment,
        createTime: formatDateTime(row.createTime),
      };
    });
    return { records, total: Number(n) };
  }

  /** Posts a plain-text comment (already stripped and trimmed by the contract). */
  async save(auth: AuthContext, workId: string, text: string) {
    const { db } = this.ctx;
    const key = auth.userId;
    if (this.limiter.blocked(key)) {
      const seconds = Math.ceil(this.limiter.retryAfterMs(key) / 1000);
      throw tooMany(`评论太频繁了，请 ${seconds} 秒后再试`);
    }
    const { allowComment } = await publicConfig(db, auth.tenantId);
    if (allowComment === 'false') throw forbidden('评论功能已关闭');
    const work = await visibleWork(db, auth, workId);
    this.limiter.fail(key);
    const id = uuidv7();
    await db.transaction(async (tx) => {
      await tx
        .insert(c)
        .values({ id, tenantId: work.tenantId, workId: work.id, userId: auth.userId, comment: text });
      await tx
        .update(w)
        .set({ commentNum: sql`${w.commentNum} + 1` })
        .where(eq(w.id, work.id));
    });
    return id;
  }

  private async findComment(auth: AuthContext, commentId: string) {
    const [row] = await this.ctx.db
      .select()
      .from(c)
      .where(and(eq(c.id, commentId), eq(c.tenantId, auth.tenantId)))
      .limit(1);
    if (!row) throw notFound('评论不存在');
    return row;
  }

  /** Reports a shown comment of a visible work; a user's second report of it changes nothing. */
  async report(auth: AuthContext, commentId: string, reason: string | null): Promise<boolean> {
    const { db } = this.ctx;
    const comment = await this.findComment(auth, commentId);
    await visibleWork(db, auth, comment.workId);
    if (comment.status !== 0) throw notFound('评论不存在');
    return db.transaction(async (tx) => {
      const added = await tx
        .insert(r)
        .values({
          id: uuidv7(),
          tenantId: comment.tenantId,
          commentId: comment.id,
          userId: auth.userId,
          reason,
        })
        .onConflictDoNothing()
        .returning({ id: r.id });
      if (!added.length) return false;
      await tx
        .update(c)
        .set({ reportNum: sql`${c.reportNum} + 1` })
        .where(eq(c.id, comment.id));
      return true;
    });
  }

  /** Hides (or shows again) a comment; it is kept. The work's comment count follows. */
  async hide(auth: AuthContext, commentId: string, hidden: boolean) {
    const { db } = this.ctx;
    const comment = await this.findComment(auth, commentId);
    await managedWork(db, auth, comment.workId, '只能管理自己班级学生作品的评论');
    const status = hidden ? 1 : 0;
    if (comment.status === status) return;
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(c)
        .set({ status })
        .where(and(eq(c.id, comment.id), eq(c.status, comment.status)))
        .returning({ id: c.id });
      if (!changed.length) return;
      await tx
        .update(w)
        .set({ commentNum: sql`greatest(${w.commentNum} + ${hidden ? -1 : 1}, 0)` })
        .where(eq(w.id, comment.workId));
    });
  }
}
