import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { AnnouncementAdmin } from './announcement-admin.ts';
import {
  adminListQuery,
  announcementBody,
  editBody,
  idQuery,
  markReadBody,
  myListQuery,
  unreadUsersQuery,
} from './notice-schemas.ts';
import { announcementJson } from './notice-view.ts';
import { UserNotices } from './user-notices.ts';

const BASE = '/api/sys/annountCement';
const idsQuery = z.object({
  ids: z.string({ error: '请选择要删除的公告' }).min(1, '请选择要删除的公告').max(4000, '一次删除的公告过多'),
});

/** Announcements: the admin's compose / publish / revoke, and every user's bell and read state. */
export function noticeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = new AnnouncementAdmin(ctx.db, ctx.realtime);
  const mine = new UserNotices(ctx.db);

  app.get(
    `${BASE}/list`,
    { config: requirePerm(PERMS.announcement.list), schema: { querystring: adminListQuery } },
    async (req) => {
      const q = req.query;
      const { records, total } = await admin.list(req.auth!, q);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );

  app.post(
    `${BASE}/add`,
    { config: requirePerm(PERMS.announcement.add), schema: { body: announcementBody } },
    async (req) => ok({ id: await admin.add(req.auth!, req.body) }, '添加成功！'),
  );

  app.put(
    `${BASE}/edit`,
    { config: requirePerm(PERMS.announcement.edit), schema: { body: editBody } },
    async (req) => {
      await admin.edit(req.auth!, req.body.id, req.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    `${BASE}/delete`,
    { config: requirePerm(PERMS.announcement.delete), schema: { querystring: idQuery } },
    async (req) => {
      await admin.remove(req.auth!, [req.query.id]);
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    `${BASE}/deleteBatch`,
    { config: requirePerm(PERMS.announcement.delete), schema: { querystring: idsQuery } },
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
    { config: { guard: 'login' }, schema: { querystring: idQuery } },
    async (req) => {
      const auth = req.auth!;
      if (auth.perms.has(PERMS.announcement.list))
        return ok(announcementJson(await admin.find(auth, req.query.id)));
      return ok(await mine.detail(auth, req.query.id));
    },
  );

  app.get(
    `${BASE}/doReleaseData`,
    { config: requirePerm(PERMS.announcement.release), schema: { querystring: idQuery } },
    async (req) => {
      await admin.release(req.auth!, req.query.id);
      return ok(null, '该系统通知发布成功');
    },
  );

  app.get(
    `${BASE}/doReovkeData`,
    { config: requirePerm(PERMS.announcement.release), schema: { querystring: idQuery } },
    async (req) => {
      await admin.revoke(req.auth!, req.query.id);
      return ok(null, '该系统通知撤销成功');
    },
  );

  app.get(
    `${BASE}/readStats`,
    { config: requirePerm(PERMS.announcement.list), schema: { querystring: idQuery } },
    async (req) => ok(await admin.readStats(req.auth!, req.query.id)),
  );

  app.get(
    `${BASE}/unreadUsers`,
    { config: requirePerm(PERMS.announcement.list), schema: { querystring: unreadUsersQuery } },
    async (req) => {
      const q = req.query;
      const { records, total } = await admin.unreadUsers(req.auth!, q.id, q.pageNo, q.pageSize);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );

  app.get(`${BASE}/listByUser`, { config: { guard: 'login' } }, async (req) =>
    ok(await mine.feed(req.auth!)),
  );

  app.put(
    '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    { config: { guard: 'login' }, schema: { body: markReadBody } },
    async (req) => {
      await mine.markRead(req.auth!, req.body.anntId);
      return ok(null, '已读');
    },
  );

  app.put('/api/sys/sysAnnouncementSend/readAll', { config: { guard: 'login' } }, async (req) => {
    const n = await mine.readAll(req.auth!);
    return ok({ count: n }, '全部已读');
  });

  app.get(
    '/api/sys/sysAnnouncementSend/getMyAnnouncementSend',
    { config: { guard: 'login' }, schema: { querystring: myListQuery } },
    async (req) => {
      const q = req.query;
      const { records, total } = await mine.page(req.auth!, q);
      return ok(pageOf(records, total, q.pageNo, q.pageSize));
    },
  );
}
