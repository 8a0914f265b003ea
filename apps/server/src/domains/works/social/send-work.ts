import { isPublicWorkStatus } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { badRequest, forbidden, tooMany } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser, sysUserDepart } from '../../identity/index.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../notice/index.ts';
import { findWork, managedClassIds } from './social-policy.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Shares a work with users of the caller's tenant: each gets a personal system message with its link. */
export class WorkSharing {
  // Sharing fans out messages: a few rounds a minute per user is plenty.
  private readonly limiter = new FailureLimiter(5, 60_000);

  constructor(private readonly ctx: AppContext) {}

  async send(auth: AuthContext, workId: string, userIds: string[]) {
    const { db } = this.ctx;
    if (this.limiter.blocked(auth.userId)) throw tooMany('分享太频繁了，请稍后再试');
    const work = await findWork(db, auth, workId);
    if (work.userId !== auth.userId && !isPublicWorkStatus(work.workStatus))
      throw forbidden('只能分享自己的作品或已公开的作品');
    const wanted = [...new Set(userIds)].filter((id) => id !== auth.userId);
    if (!wanted.length) throw badRequest('请选择要分享的用户');
    const users = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(liveScope(sysUser, auth), eq(sysUser.status, 1), inArray(sysUser.id, wanted)));
    if (users.length !== wanted.length) throw badRequest('所选用户不存在或不属于本机构');
    await this.assertTeacherReach(auth, wanted);
    this.limiter.fail(auth.userId);
    const [me] = await db
      .select({ realname: sysUser.realname, username: sysUser.username })
      .from(sysUser)
      .where(eq(sysUser.id, auth.userId));
    const sender = me?.realname || me?.username || auth.username;
    const link = `/work-detail?id=${work.id}`;
    const title = `${sender} 分享了作品《${work.workName}》给你`.slice(0, 100);
    const now = new Date();
    const messages = wanted.map((userId) => ({ id: uuidv7(), userId }));
    await db.transaction(async (tx) => {
      await tx.insert(sysAnnouncement).values(
        messages.map((m) => ({
          id: m.id,
          tenantId: auth.tenantId,
          titile: title,
          msgAbstract: title,
          msgContent: `<p>${escapeHtml(sender)} 分享了作品《${escapeHtml(work.workName)}》给你，<a href="${link}">点击查看</a></p>`,
          sender,
          msgCategory: '2',
          msgType: 'USER',
          sendStatus: '1',
          sendTime: now,
          userIds: m.userId,
          busType: 'work_share',
          busId: work.id,
          openType: 'url',
          openPage: link,
          createBy: auth.username,
        })),
      );
      await tx
        .insert(sysAnnouncementSend)
        .values(
          messages.map((m) => ({ id: uuidv7(), tenantId: auth.tenantId, anntId: m.id, userId: m.userId })),
        );
    });
    for (const m of messages)
      await this.ctx.realtime.publish(auth.tenantId, [m.userId], { cmd: 'user', msgId: m.id, msgTxt: title });
    return messages.length;
  }

  /**
   * A teacher sends to the students of the classes they manage, nobody else (an admin to anybody of the
   * tenant): the back office's "发送给学生" must not reach other teachers' classes.
   */
  private async assertTeacherReach(auth: AuthContext, userIds: string[]) {
    if (isAdmin(auth) || auth.userIdentity !== 2) return;
    const classes = await managedClassIds(this.ctx.db, auth);
    const reached = classes.length
      ? await this.ctx.db
          .selectDistinct({ userId: sysUserDepart.userId })
          .from(sysUserDepart)
          .where(and(inArray(sysUserDepart.userId, userIds), inArray(sysUserDepart.departId, classes)))
      : [];
    if (reached.length !== userIds.length) throw forbidden('只能发送给自己所教班级的学生');
  }
}
