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
import { requirePerm } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
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

  app.get(
    `${BASE}/list`,
    {
      config: requirePerm(PERMS.announcement.list),
      schema: {
        summary:
          '公告列表：分页；过滤 `titile`（包含）、`msgCategory`、`sendStatus`、`priority`、`msgType`；每条带 `readCount`、`receiverCount`',
        tags: TAGS,
        querystring: announcementListQuery,
        response: { 200: envelopeOf(pageResultOf(announcementListItemSchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      const { records, total } = await admin.list(req.auth!, q);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );

  app.post(
    `${BASE}/add`,
    {
      config: requirePerm(PERMS.announcement.add),
      schema: {
        summary: '新建草稿 → `{id}`',
        tags: TAGS,
        body: announcementBody,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok({ id: await admin.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    `${BASE}/edit`,
    {
      config: requirePerm(PERMS.announcement.edit),
      schema: {
        summary: '编辑公告 `{id, ...}`；已发布的公告须先撤销',
        tags: TAGS,
        body: announcementEditBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await admin.edit(req.auth!, req.body.id, req.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: requirePerm(PERMS.announcement.delete),
      schema: {
        summary: '删除公告（逻辑删除）',
        tags: TAGS,
        querystring: noticeIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await admin.remove(req.auth!, [req.query.id]);
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    `${BASE}/deleteBatch`,
    {
      config: requirePerm(PERMS.announcement.delete),
      schema: {
        summary: '批量删除公告（逻辑删除），最多 100 条',
        tags: TAGS,
        querystring: noticeIdsQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      const ids = [
        ...new Set(
          req.query.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (!ids.length || ids.length > 100) throw badRequest('一次最多删除 100 条公告');
      await admin.remove(req.auth!, ids);
      return ok(null, '批量删除成功!');
    },
  );

  // Admins see any announcement of their tenant; everybody else only what was sent to them.
  app.get(
    `${BASE}/queryById`,
    {
      config: { guard: 'login' },
      schema: {
        summary: '公告详情：管理员可读本租户任一公告；其他用户只能读发给自己的已发布公告',
        tags: TAGS,
        querystring: noticeIdQuery,
        response: { 200: envelopeOf(announcementSchema) },
      },
    },
    async (req) => {
      const auth = req.auth!;
      if (auth.perms.has(PERMS.announcement.list))
        return ok(announcementJson(await admin.find(auth, req.query.id)));
      return ok(await mine.detail(auth, req.query.id));
    },
  );

  app.get(
    `${BASE}/doReleaseData`,
    {
      config: requirePerm(PERMS.announcement.release),
      schema: {
        summary: '发布（草稿或已撤销）；有效期内立即推送',
        tags: TAGS,
        querystring: noticeIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await admin.release(req.auth!, req.query.id);
      return ok(null, '该系统通知发布成功');
    },
  );

  app.get(
    `${BASE}/doReovkeData`,
    {
      config: requirePerm(PERMS.announcement.release),
      schema: {
        summary: '撤销已发布的公告，并推送让客户端刷新',
        tags: TAGS,
        querystring: noticeIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await admin.revoke(req.auth!, req.query.id);
      return ok(null, '该系统通知撤销成功');
    },
  );

  app.get(
    `${BASE}/readStats`,
    {
      config: requirePerm(PERMS.announcement.list),
      schema: {
        summary: '阅读统计 `{receiverCount, readCount, unreadCount}`',
        tags: TAGS,
        querystring: noticeIdQuery,
        response: { 200: envelopeOf(noticeReadStatsSchema) },
      },
    },
    async (req) => ok(await admin.readStats(req.auth!, req.query.id)),
  );

  app.get(
    `${BASE}/unreadUsers`,
    {
      config: requirePerm(PERMS.announcement.list),
      schema: {
        summary: '未读用户分页 `{id, username, realname}`',
        tags: TAGS,
        querystring: unreadUsersQuery,
        response: { 200: envelopeOf(pageResultOf(unreadUserSchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      const { records, total } = await admin.unreadUsers(req.auth!, q.id, q.pageNo, q.pageSize);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );

  app.get(
    `${BASE}/listByUser`,
    {
      config: { guard: 'login' },
      schema: {
        summary: '铃铛：`{anntMsgList, anntMsgTotal, sysMsgList, sysMsgTotal}`，各为最新 5 条未读与未读总数',
        tags: TAGS,
        response: { 200: envelopeOf(noticeFeedSchema) },
      },
    },
    async (req) => ok(await mine.feed(req.auth!)),
  );

  app.put(
    '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    {
      config: { guard: 'login' },
      schema: {
        summary: '`{anntId}` 标记一条已读',
        tags: TAGS,
        body: markNoticeReadBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await mine.markRead(req.auth!, req.body.anntId);
      return ok(null, '已读');
    },
  );

  app.put(
    '/api/sys/sysAnnouncementSend/readAll',
    {
      config: { guard: 'login' },
      schema: {
        summary: '全部标记已读 → `{count}`',
        tags: TAGS,
        response: { 200: envelopeOf(z.object({ count: z.number().int() })) },
      },
    },
    async (req) => {
      const n = await mine.readAll(req.auth!);
      return ok({ count: n }, '全部已读');
    },
  );

  app.get(
    '/api/sys/sysAnnouncementSend/getMyAnnouncementSend',
    {
      config: { guard: 'login' },
      schema: {
        summary: '我的消息分页；`readFlag`（0 未读 / 1 已读）、`titile` 搜索、`msgCategory`',
        tags: TAGS,
        querystring: myNoticeListQuery,
        response: { 200: envelopeOf(pageResultOf(userNoticeSchema)) },
      },
    },
    async (req) => {
      const q = req.query;
      const { records, total } = await mine.page(req.auth!, q);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );

  await announcementTransferRoutes(fastify, ctx, admin);
}
