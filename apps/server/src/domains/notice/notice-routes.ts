import {
  announcementBody,
  announcementEditBody,
  announcementListItemSchema,
  announcementListQuery,
  announcementSchema,
  emptyEnvelope,
  envelopeOf,
  markNoticeReadBody,
  myNoticeListQuery,
  noticeFeedSchema,
  noticeIdQuery,
  noticeIdsQuery,
  noticeReadStatsSchema,
  PERMS,
  pageResultOf,
  unreadUserSchema,
  unreadUsersQuery,
  userNoticeSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { crudRoutes } from '../../platform/http/crud-routes.ts';
import { ok, okAfter } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { pageFrom } from '../../platform/http/paging.ts';
import { routeDoc } from '../../platform/http/route-doc.ts';
import { AnnouncementAdmin } from './announcement-admin.ts';
import { announcementTransferRoutes } from './announcement-transfer-routes.ts';
import { announcementJson } from './notice-view.ts';
import { UserNotices } from './user-notices.ts';

const BASE = '/api/sys/annountCement';
const TAGS = ['notice'];

/** Announcements: the admin's compose / publish / revoke, and every user's bell and read state. */
export async function noticeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = new AnnouncementAdmin(ctx.db, ctx.realtime);
  const mine = new UserNotices(ctx.db);

  const crud = crudRoutes(app, BASE, TAGS);
  crud.list({
    perm: PERMS.announcement.list,
    summary:
      '公告列表：分页；过滤 `titile`（包含）、`msgCategory`、`sendStatus`、`priority`、`msgType`；每条带 `readCount`、`receiverCount`',
    query: announcementListQuery,
    row: announcementListItemSchema,
    find: (auth, q) => admin.list(auth, q),
  });
  crud.add({
    perm: PERMS.announcement.add,
    summary: '新建草稿 → `{id}`',
    body: announcementBody,
    message: '添加成功！',
    save: (auth, body) => admin.add(auth, body),
  });
  crud.edit({
    perm: PERMS.announcement.edit,
    summary: '编辑公告 `{id, ...}`；已发布的公告须先撤销',
    body: announcementEditBody,
    message: '编辑成功!',
    save: (auth, body) => admin.edit(auth, body.id, body),
  });
  crud.delete({
    perm: PERMS.announcement.delete,
    summary: '删除公告（逻辑删除）',
    query: noticeIdQuery,
    message: '删除成功!',
    remove: (auth, q) => admin.remove(auth, [q.id]),
  });

  crud.deleteBatch({
    perm: PERMS.announcement.delete,
    summary: '批量删除公告（逻辑删除），最多 100 条',
    query: noticeIdsQuery,
    message: '批量删除成功!',
    remove: async (auth, q) => {
      const ids = [
        ...new Set(
          q.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!ids.length || ids.length > 100) throw badRequest('一次最多删除 100 条公告');
      await admin.remove(auth, ids);
    },
  });
  // Admins see any announcement of their tenant; everybody else only what was sent to them.
  crud.queryById({
    perm: 'login',
    summary: '公告详情：管理员可读本租户任一公告；其他用户只能读发给自己的已发布公告',
    query: noticeIdQuery,
    result: announcementSchema,
    find: async (auth, q) =>
      auth.perms.has(PERMS.announcement.list)
        ? announcementJson(await admin.find(auth, q.id))
        : mine.detail(auth, q.id),
  });

  // Publishing and revoking answer only their message; clients call them with GET.
  const releaseRoute = (
    name: string,
    summary: string,
    message: string,
    act: (auth: AuthContext, id: string) => Promise<unknown>,
  ) =>
    app.get(
      `${BASE}/${name}`,
      routeDoc(requirePerm(PERMS.announcement.release), TAGS, summary, {
        querystring: noticeIdQuery,
        response: { 200: emptyEnvelope },
      }),
      async (req) => okAfter(act(req.auth!, req.query.id), message),
    );
  releaseRoute('doReleaseData', '发布（草稿或已撤销）；有效期内立即推送', '该系统通知发布成功', (auth, id) =>
    admin.release(auth, id),
  );
  releaseRoute('doReovkeData', '撤销已发布的公告，并推送让客户端刷新', '该系统通知撤销成功', (auth, id) =>
    admin.revoke(auth, id),
  );

  crud.read('readStats', {
    perm: PERMS.announcement.list,
    summary: '阅读统计 `{receiverCount, readCount, unreadCount}`',
    query: noticeIdQuery,
    result: noticeReadStatsSchema,
    find: (auth, q) => admin.readStats(auth, q.id),
  });
  crud.read('unreadUsers', {
    perm: PERMS.announcement.list,
    summary: '未读用户分页 `{id, username, realname}`',
    query: unreadUsersQuery,
    result: pageResultOf(unreadUserSchema),
    find: async (auth, q) => pageFrom(await admin.unreadUsers(auth, q.id, q.pageNo, q.pageSize), q),
  });
  crud.read('listByUser', {
    perm: 'login',
    summary: '铃铛：`{anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal}`，各为最新 5 条未读与未读总数',
    result: noticeFeedSchema,
    find: (auth) => mine.feed(auth),
  });

  const sends = crudRoutes(app, '/api/sys/sysAnnouncementSend', TAGS);
  sends.command('PUT', 'editByAnntIdAndUserId', {
    perm: 'login',
    summary: '`{anntId}` 标记一条已读',
    input: markNoticeReadBody,
    message: '已读',
    run: (auth, body) => mine.markRead(auth, body.anntId),
  });

  app.put(
    '/api/sys/sysAnnouncementSend/readAll',
    routeDoc({ guard: 'login' }, TAGS, '全部标记已读 → `{count}`', {
      response: { 200: envelopeOf(z.object({ count: z.number().int() })) },
    }),
    async (req) => {
      const n = await mine.readAll(req.auth!);
      return ok({ count: n }, '全部已读');
    },
  );

  sends.read('getMyAnnouncementSend', {
    perm: 'login',
    summary: '我的消息分页；`readFlag`（0 未读 / 1 已读）、`titile` 搜索、`msgCategory`',
    query: myNoticeListQuery,
    result: pageResultOf(userNoticeSchema),
    find: async (auth, q) => pageFrom(await mine.page(auth, q), q),
  });

  await announcementTransferRoutes(fastify, ctx, admin);
}
