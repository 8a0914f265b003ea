import {
  certClassStudentsQuery,
  certIdQuery,
  certIssueBody,
  certIssueResultSchema,
  certListQuery,
  certOptionSchema,
  certRevokeBody,
  certSchema,
  certStudentSchema,
  certTemplateAddBody,
  certTemplateEditBody,
  certTemplateListQuery,
  certTemplateSchema,
  certVerifyQuery,
  certVerifySchema,
  envelopeOf,
  myCertSchema,
  PERMS,
  userHonorSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { tooMany } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { classStudents, managedClass } from '../classes/class-scope.ts';
import { managedClasses } from '../teaching-scope.ts';
import { autoIssue, catchUp } from './cert-auto-issue.ts';
import { coursesInScope } from './cert-scope.ts';
import { CertService } from './cert-service.ts';
import { CertTemplateService } from './cert-template-service.ts';
import { honorJson, myCertJson } from './cert-view.ts';

const TPL = '/api/teaching/teachingCertTemplate';
const CERT = '/api/teaching/teachingCert';
const TAGS = ['teaching'];
const VERIFY_PER_MINUTE = 30;

/** Certificate templates, issuing and revoking, the learner's certificates and the public check by serial. */
export function certificateRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const templates = new CertTemplateService(ctx.db);
  const certs = new CertService(ctx.db);
  const verifyLimit = new FailureLimiter(VERIFY_PER_MINUTE, 60_000);

  ctx.events.subscribe('teaching.unitProgress', async (event) => {
    await autoIssue(ctx.db, event);
  });

  const templateRoutes = crudRoutes(app, TPL, TAGS);
  templateRoutes.list({
    perm: PERMS.certificate.list,
    summary:
      '证书模板列表：分页；过滤 `name`（包含）、`courseId`；每条带 `courseName` 与已颁发数 `issuedCount`',
    query: certTemplateListQuery,
    row: certTemplateSchema,
    find: (auth, q) => templates.list(auth, q),
  });
  templateRoutes.queryById({
    perm: PERMS.certificate.list,
    summary: '证书模板详情',
    query: certIdQuery,
    result: certTemplateSchema,
    find: (auth, q) => templates.detail(auth, q.id),
  });
  templateRoutes.add({
    perm: PERMS.certificate.template,
    summary:
      '新建证书模板 `{name, background, width, height, fields, courseId?, orgName?}` → `{id}`；`fields` 为定位字段数组 `{key, x, y, fontSize, color, align, bold, text?}`（x、y 为设计稿的百分比）',
    body: certTemplateAddBody,
    message: '添加成功！',
    save: (auth, body) => templates.add(auth, body),
  });

  templateRoutes.edit({
    perm: PERMS.certificate.template,
    summary: '编辑证书模板；已颁发的证书保留颁发时的样式与内容',
    body: certTemplateEditBody,
    message: '编辑成功!',
    save: (auth, { id, ...body }) => templates.edit(auth, id, body),
  });
  templateRoutes.delete({
    perm: PERMS.certificate.template,
    summary: '删除证书模板（逻辑删除）；已颁发的证书不受影响',
    query: certIdQuery,
    message: '删除成功!',
    remove: (auth, q) => templates.remove(auth, q.id),
  });

  const certRoutes = crudRoutes(app, CERT, TAGS);
  certRoutes.list({
    perm: PERMS.certificate.list,
    summary:
      '已颁发证书：分页；过滤 `holderName`、`serialNo`（包含）、`templateId`、`courseId`、`revoked`；老师只看到所管理班级学生的证书',
    query: certListQuery,
    row: certSchema,
    find: (auth, q) => certs.list(auth, q),
  });

  certRoutes.write('POST', 'issue', {
    perm: PERMS.certificate.issue,
    summary:
      '颁发证书 `{templateId, userIds, courseId?, issueDate?}` → `{issued, skipped, serialNos}`；老师只能颁发给所管理班级的学生；已持有该模板有效证书的跳过',
    input: certIssueBody,
    result: certIssueResultSchema,
    message: ({ issued, skipped }) =>
      `已颁发 ${issued} 张证书${skipped ? `，${skipped} 人已有该证书未重复颁发` : ''}`,
    run: (auth, body) => certs.issue(auth, body),
  });
  certRoutes.command('PUT', 'revoke', {
    perm: PERMS.certificate.issue,
    summary: '撤销证书 `{id}`：公开查验显示已撤销',
    input: certRevokeBody,
    message: '证书已撤销',
    run: (auth, body) => certs.revoke(auth, body.id),
  });
  certRoutes.read('classes', {
    perm: PERMS.certificate.issue,
    summary: '颁发时可选的班级（管理员为本租户全部班级，老师为所管理的班级）`[{id, name}]`',
    result: z.array(certOptionSchema),
    find: async (auth) => (await managedClasses(ctx.db, auth)).map((c) => ({ id: c.id, name: c.departName })),
  });
  certRoutes.read('classStudents', {
    perm: PERMS.certificate.issue,
    summary: '所管理班级的学生 `[{id, realname, username}]`',
    query: certClassStudentsQuery,
    result: z.array(certStudentSchema),
    find: async (auth, q) => {
      await managedClass(ctx.db, auth, q.classId);
      const rows = await classStudents(ctx.db, auth, q.classId);
      return rows.map((r) => ({ ...r, realname: r.realname ?? '' }));
    },
  });
  certRoutes.read('courses', {
    perm: PERMS.certificate.list,
    summary: '证书可关联的课程 `[{id, name}]`（老师为共享、授权给本校或开放给所管理班级的课程）',
    result: z.array(certOptionSchema),
    find: (auth) => coursesInScope(ctx.db, auth),
  });
  certRoutes.read('mine', {
    perm: 'login',
    summary: '我的证书（有效的），带绘制所需的背景、尺寸、字段布局与颁发时的内容',
    result: z.array(myCertSchema),
    find: async (auth) => {
      await catchUp(ctx.db, auth.tenantId, auth.userId);
      return (await certs.mine(auth)).map(myCertJson);
    },
  });
  crudRoutes(app, '/api/teaching/teachingUserHonor', TAGS).read('userHonor', {
    perm: 'login',
    summary: '我的荣誉：证书列表 `[{id, name, courseName, issueDate, serialNo, image}]`',
    result: z.array(userHonorSchema),
    find: async (auth) => (await certs.mine(auth)).map(honorJson),
  });

  app.get(
    `${CERT}/verify`,
    routeDoc(
      { guard: 'public' },
      TAGS,
      `公开查验证书编号：只回答是否有效、课程、日期、机构与打码的姓名；每个 IP 每分钟 ${VERIFY_PER_MINUTE} 次，超出回答 429`,
      { querystring: certVerifyQuery, response: { 200: envelopeOf(certVerifySchema) } },
    ),
    async (req) => {
      if (verifyLimit.blocked(req.ip)) throw tooMany('查询太频繁，请稍后再试');
      verifyLimit.fail(req.ip);
      const answer = await certs.verify(req.query.serialNo);
      return ok(answer, answer.message);
    },
  );
}
