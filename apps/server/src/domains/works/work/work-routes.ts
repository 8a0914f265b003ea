import {
  emptyEnvelope,
  envelopeOf,
  PERMS,
  pageResultOf,
  studentWorkInfoQuery,
  teachingIdQuery,
  teachingIdsQuery,
  type WorkType,
  workEditBody,
  workFileQuery,
  workIdResult,
  workListQuery,
  workMineQuery,
  workRemixBody,
  workRowSchema,
  workSubmitBody,
  workUploadQuery,
  workUploadResult,
  workUserInfoQuery,
  workUserInfoSchema,
  workVersionSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { deliveryOf, extensionOf } from '../../../platform/storage/upload-policy.ts';
import { GradingService } from '../grading/grading-service.ts';
import { importWorks, workSheet, workSheetRows } from './work-excel.ts';
import { receiveWorkUpload } from './work-files.ts';
import { WorkService } from './work-service.ts';

const BASE = '/api/teaching/teachingWork';
const TAGS = ['works'];
const LOGIN = { guard: 'login' as const };
const PUBLIC = { guard: 'public' as const };

/** Routes of teachingWork: CRUD, submit, mine, files and versions. */
export function workRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const works = new WorkService(ctx);
  const grading = new GradingService(ctx);

  const crud = crudRoutes(app, BASE, TAGS);
  crud.list({
    perm: PERMS.work.list,
    summary:
      '作品列表（后台）：管理员看本机构全部作品；老师看所管理班级学生的作品和公开作品。过滤 `workName, workType, workStatus, workScene, departId, unitId, additionalId, username`',
    query: workListQuery,
    row: workRowSchema,
    find: (auth, q) => works.list(auth, q),
  });

  crud.read('mine', {
    perm: 'login',
    summary: '我的作品：分页，过滤 `workName, workType, workStatus, workScene`；含老师的评分和评语',
    query: workMineQuery,
    result: pageResultOf(workRowSchema),
    find: async (auth, q) => pageFrom(await works.mine(auth, q), q),
  });

  app.get(
    `${BASE}/queryById`,
    routeDoc(
      PUBLIC,
      TAGS,
      '作品详情：公开作品（首页展示、精选）任何人可看并计一次浏览（同一访客每小时一次）；其他作品只有作者、所管理班级的老师和管理员可看',
      { querystring: teachingIdQuery, response: { 200: envelopeOf(workRowSchema) } },
    ),
    async (req) => ok(await works.detail(req.auth, req.query.id, req.auth?.userId ?? `ip:${req.ip}`)),
  );

  crud.write('POST', 'submit', {
    perm: 'login',
    summary:
      '保存作品 → `{id}`；带 `id`（自己的作品）或同一作业已有作品时保存为新版本（保留最近 10 个历史版本）。`workStatus` 1 表示提交作业（需是自己班级的单元或已发布的额外作业）；状态、点赞、浏览等字段被忽略',
    input: workSubmitBody,
    result: workIdResult,
    message: (_saved, body) => (body.workStatus === 1 ? '提交成功！' : '保存成功！'),
    run: async (auth, body) => ({ id: await works.submit(auth, body) }),
  });

  crud.add({
    perm: PERMS.work.add,
    summary: '新增作品（后台），与 submit 相同：作品属于调用者，文件须是自己上传的',
    body: workSubmitBody,
    message: '添加成功！',
    save: (auth, body) => works.submit(auth, { ...body, id: null }),
  });

  app.put(
    `${BASE}/edit`,
    routeDoc(
      requirePerm(PERMS.work.edit),
      TAGS,
      '修改作品：作者可改名、替换文件（旧文件进入历史版本）；带 `teachingWorkCorrectList: [{score, comment}]` 时为批改（需批改权限，只能批改所管理班级学生的作品）',
      { body: workEditBody, response: { 200: emptyEnvelope } },
    ),
    async (req) => {
      const auth = req.auth!;
      const [grade] = req.body.teachingWorkCorrectList ?? [];
      if (grade) {
        if (!auth.perms.has(PERMS.workCorrect.grade)) throw forbidden('没有批改作业的权限');
        await grading.correct(auth, req.body.id, grade.score, grade.comment);
        return ok(null, '批改成功！');
      }
      await works.edit(auth, req.body);
      return ok(null, '编辑成功!');
    },
  );

  crud.delete({
    perm: 'login',
    summary: '删除作品：作者删除自己的作品；有删除权限的老师、管理员可删除所管理的作品',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => works.remove(auth, [q.id], auth.perms.has(PERMS.work.delete)),
  });

  crud.deleteBatch({
    perm: PERMS.work.delete,
    summary: '批量删除作品 `?ids=a,b`（所管理的作品），全部成功或全部不删',
    query: teachingIdsQuery,
    message: '批量删除成功!',
    remove: (auth, q) => works.remove(auth, q.ids, true),
  });

  crud.read('studentWorkInfo', {
    perm: 'login',
    summary: '我在某个单元 `unitId` 或额外作业 `additionalId` 的作品（没有则为 null）',
    query: studentWorkInfoQuery,
    result: workRowSchema.nullable(),
    find: (auth, q) => works.studentWorkInfo(auth, q),
  });

  app.get(
    `${BASE}/userInfo`,
    routeDoc(
      PUBLIC,
      TAGS,
      '作者卡片：姓名、头像、作品数、获赞数（未登录或其他机构只显示有公开作品的作者及其公开作品的数字）',
      { querystring: workUserInfoQuery, response: { 200: envelopeOf(workUserInfoSchema) } },
    ),
    async (req) => ok(await works.userInfo(req.auth, req.query.userId)),
  );

  crud.read('versions', {
    perm: 'login',
    summary: '作品的历史版本（最近 10 个，最新在前）：作者、所管理班级的老师和管理员可看',
    query: teachingIdQuery,
    result: z.array(workVersionSchema),
    find: (auth, q) => works.versions(auth, q.id),
  });
  crud.write('POST', 'remix', {
    perm: 'login',
    summary: '改编 `{id}` → `{id}`：把公开作品或自己的作品复制到我的作品（保留来源 originId）',
    input: workRemixBody,
    result: workIdResult,
    message: '改编成功，已保存到我的作品',
    run: async (auth, body) => ({ id: await works.remix(auth, body.id) }),
  });

  app.get(
    `${BASE}/file`,
    routeDoc(
      PUBLIC,
      TAGS,
      '下载作品文件或封面 `?id&kind=file|cover&version`：公开作品任何人可下载，否则作者、老师、管理员；图片按图片返回，其他文件一律作为附件（从不作为网页打开）',
      { querystring: workFileQuery },
    ),
    async (req, reply) => {
      const key = await works.fileKey(req.auth, req.query);
      if (/^https?:\/\//i.test(key)) return reply.redirect(key);
      const data = await ctx.storage.get(key);
      if (!data) throw notFound('文件不存在');
      const ext = extensionOf(key);
      const delivery = deliveryOf(ext);
      const name = key.split('/').pop() ?? `work.${ext}`;
      return reply
        .header('Content-Type', delivery.contentType)
        .header('Content-Disposition', `${delivery.inline ? 'inline' : 'attachment'}; filename="${name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Cache-Control', 'private, max-age=300')
        .send(data);
    },
  );

  app.get(
    `${BASE}/exportXls`,
    routeDoc(requirePerm(PERMS.work.export), TAGS, '导出作品：与列表相同的范围和筛选，最多 1 万行', {
      querystring: workListQuery,
    }),
    async (req, reply) => {
      const rows = await works.exportRecords(req.auth!, req.query);
      const buffer = await buildWorkbook(workSheet, workSheetRows(rows));
      return sendXlsx(reply, buffer, '作品列表.xlsx', 'works.xlsx');
    },
  );

  // Encapsulated: multipart parsing only for the uploads.
  multipartScope(app, async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      `${BASE}/upload`,
      routeDoc(
        LOGIN,
        TAGS,
        '上传作品文件或封面：multipart 字段 `file`，`?workType&kind=file|cover` → `{path, size}`。按类型限制大小；.sb3 须是含 project.json 的 zip（防压缩炸弹）；Python/C++ 须是 UTF-8 文本；封面为 PNG/JPEG/WebP 且不超过 1MB。文件私有保存在本人目录下',
        { querystring: workUploadQuery, response: { 200: envelopeOf(workUploadResult) } },
      ),
      async (req) => {
        const q = req.query;
        return ok(await receiveWorkUpload(ctx, req, req.auth!, q.workType as WorkType, q.kind), '上传成功！');
      },
    );
    sheetImportRoute(s, {
      url: `${BASE}/importExcel`,
      config: requirePerm(PERMS.work.import),
      tags: TAGS,
      summary:
        '导入作品：multipart 字段 `file`（.xlsx，表头同导出）；用户账号须存在，作品文件为本机构已上传的文件或 http(s) 链接；每行都校验通过才写入，否则 400 并列出行号',
      sheet: workSheet,
      run: (auth, rows) => importWorks(ctx.db, auth, rows),
    });
  });
}
