import {
  collectResultSchema,
  delWorkTagQuery,
  emptyEnvelope,
  envelopeOf,
  galleryWorkSchema,
  greatWorkQuery,
  hideCommentBody,
  leaderboardQuery,
  myCollectQuery,
  myStarSchema,
  PERMS,
  pageResultOf,
  reportCommentBody,
  saveCommentBody,
  sendWorkBody,
  sendWorkResultSchema,
  setStatusBody,
  setStatusResultSchema,
  setWorkTagBody,
  starResultSchema,
  workCommentSchema,
  workCommentsQuery,
  workIdQuery,
  workTagsSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CommentService } from './comment-service.ts';
import { setWorkStatus } from './feature-service.ts';
import { greatWorks, leaderboard, myCollects } from './gallery-queries.ts';
import { WorkSharing } from './send-work.ts';
import { myMarks, toggleMark } from './star-service.ts';
import { addTag, removeTag, workTags } from './tag-service.ts';

const BASE = '/api/teaching/teachingWork';
const TAGS = ['works'];
const galleryPage = envelopeOf(pageResultOf(galleryWorkSchema));

/** Routes of gallery, stars, collects, comments, tags and sharing. */
export function socialRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const comments = new CommentService(ctx);
  const sharing = new WorkSharing(ctx);
  const crud = crudRoutes(app, BASE, TAGS);

  app.get(
    `${BASE}/leaderboard`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '作品广场：本机构首页展示与精选的作品（访客为默认机构），按 `orderBy`（saveTime 最新 / starNum 点赞 / viewNum 浏览）排序，筛选 `workType`、`workName`；`workStatus` 0-2 只含自己管理的作品',
      { querystring: leaderboardQuery, response: { 200: galleryPage } },
    ),
    async (req) => ok(pageFrom(await leaderboard(ctx, req.auth, req.query), req.query), '查询成功'),
  );

  app.get(
    `${BASE}/greatWork`,
    routeDoc({ guard: 'public' }, TAGS, '精选作品（状态 4），最新在前，可按 `workType` 筛选，分页', {
      querystring: greatWorkQuery,
      response: { 200: galleryPage },
    }),
    async (req) => ok(pageFrom(await greatWorks(ctx, req.auth, req.query), req.query), '查询成功'),
  );

  crud.read('starWork', {
    perm: 'login',
    summary: '点赞 / 取消点赞（切换）：每人每个作品只算一次；只能给公开的或自己的作品点赞',
    query: workIdQuery,
    result: starResultSchema,
    message: ({ starred }) => (starred ? '点赞成功' : '已取消点赞'),
    find: async (auth, q) => {
      const { on, count } = await toggleMark(db, auth, q.workId, 'star');
      return { starred: on, starNum: count };
    },
  });
  crud.read('collectWork', {
    perm: 'login',
    summary: '收藏 / 取消收藏（切换）：每人每个作品只算一次',
    query: workIdQuery,
    result: collectResultSchema,
    message: ({ collected }) => (collected ? '收藏成功' : '已取消收藏'),
    find: async (auth, q) => {
      const { on, count } = await toggleMark(db, auth, q.workId, 'collect');
      return { collected: on, collectNum: count };
    },
  });

  app.get(
    `${BASE}/myStar`,
    routeDoc({ guard: 'public' }, TAGS, '我是否点赞、收藏了该作品（访客均为 false）', {
      querystring: workIdQuery,
      response: { 200: envelopeOf(myStarSchema) },
    }),
    async (req) => ok(await myMarks(db, req.auth, req.query.workId), '查询成功'),
  );

  crud.read('myCollect', {
    perm: 'login',
    summary: '我收藏的作品（仍公开的或自己的），最近收藏在前，分页',
    query: myCollectQuery,
    result: pageResultOf(galleryWorkSchema),
    message: '查询成功',
    find: async (auth, q) => pageFrom(await myCollects(ctx, auth, q), q),
  });

  app.get(
    `${BASE}/getWorkComments`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      '作品评论：未被隐藏的评论，最新在前，带评论人姓名与头像，分页；公开作品任何人可看',
      { querystring: workCommentsQuery, response: { 200: envelopeOf(pageResultOf(workCommentSchema)) } },
    ),
    async (req) => ok(pageFrom(await comments.list(req.auth, req.query), req.query), '查询成功'),
  );

  crud.write('POST', 'saveComment', {
    perm: 'login',
    summary: '发表评论：纯文本，去掉控制字符并去首尾空白后 1-500 字；每人每分钟最多 10 条',
    input: saveCommentBody,
    result: z.object({ id: z.string() }),
    message: '评论成功',
    run: async (auth, body) => ({ id: await comments.save(auth, body.workId, body.comment) }),
  });

  app.post(
    `${BASE}/reportComment`,
    routeDoc({ guard: 'login' }, TAGS, '举报评论：每人每条评论只记一次', {
      body: reportCommentBody,
      response: { 200: emptyEnvelope },
    }),
    async (req) => {
      const added = await comments.report(req.auth!, req.body.commentId, req.body.reason);
      return ok(null, added ? '举报成功，老师会尽快处理' : '你已经举报过这条评论');
    },
  );

  crud.command('PUT', 'hideComment', {
    perm: PERMS.work.moderate,
    summary: '隐藏 / 恢复评论（管理员，或作者所在班级的老师）；隐藏的评论保留不删除',
    input: hideCommentBody,
    message: (body) => (body.hidden ? '评论已隐藏' : '评论已恢复'),
    run: (auth, body) => comments.hide(auth, body.commentId, body.hidden),
  });

  app.get(
    `${BASE}/getWorkTags`,
    routeDoc({ guard: 'public' }, TAGS, '作品的标签（公开作品任何人可看）', {
      querystring: workIdQuery,
      response: { 200: envelopeOf(workTagsSchema) },
    }),
    async (req) => ok(await workTags(db, req.auth, req.query.workId), '查询成功'),
  );

  crud.command('POST', 'setWorkTag', {
    perm: PERMS.work.tag,
    summary: '给作品加标签（1-20 字，每个作品最多 5 个）：管理员，或作者所在班级的老师',
    input: setWorkTagBody,
    message: '标签已添加',
    run: (auth, body) => addTag(db, auth, body.workId, body.tagName),
  });
  crud.command('DELETE', 'delWorkTag', {
    perm: PERMS.work.tag,
    summary: '删除作品的标签',
    input: delWorkTagQuery,
    message: '标签已删除',
    run: (auth, q) => removeTag(db, auth, q.workId, q.tagName),
  });

  crud.write('PUT', 'setStatus', {
    perm: PERMS.work.feature,
    summary:
      '作品上首页（3）、设为精选（4），或撤下（0-2，回到原来的已批改 / 已提交 / 已保存）；老师只能设置自己班级学生的作品',
    input: setStatusBody,
    result: setStatusResultSchema,
    message: ({ workStatus }) => (workStatus === 4 ? '已设为精选' : workStatus === 3 ? '已上首页' : '已撤下'),
    run: async (auth, body) => {
      const { featured, ...result } = await setWorkStatus(db, auth, body.id, body.workStatus);
      if (featured) await ctx.events.publish('works.workFeatured', featured);
      return result;
    },
  });

  crud.write('POST', 'sendWork', {
    perm: 'login',
    summary:
      '把作品分享给本机构的用户（最多 50 人）：每人收到一条带作品链接的个人消息；只能分享自己的或已公开的作品；老师只能发给自己所教班级的学生（否则 403）',
    input: sendWorkBody,
    result: sendWorkResultSchema,
    message: '分享成功',
    run: async (auth, body) => ({ sent: await sharing.send(auth, body.sendWorkId, body.userIdList) }),
  });
}
