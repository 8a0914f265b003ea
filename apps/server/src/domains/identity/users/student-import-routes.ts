import { envelopeOf, idSchema, PERMS, userImportFailureSchema, userImportResultSchema } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { uploadedXlsx } from '../../../crud/excel-import.ts';
import { readSheet } from '../../../crud/excel-read.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { importSheet, importUsers } from './user-import.ts';
import { checkDeparts } from './user-policy.ts';

const TAGS = ['identity'];

const studentImportQuery = z.object({ departIds: idSchema });

/** `importStudent?departIds=`: the user sheet imported as students of one class (multipart scope). */
export function studentImportRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/sys/user/importStudent',
    routeDoc(
      requirePerm(PERMS.user.import),
      TAGS,
      '导入学生到班级 `?departIds=班级id`：multipart 字段 `file`，表格同用户导入模板；每行的角色一律为学生、班级一律为所选班级；全部行通过才写入，否则 400 并列出每行错误',
      {
        querystring: studentImportQuery,
        response: {
          200: envelopeOf(userImportResultSchema),
          400: envelopeOf(userImportFailureSchema.nullable()),
        },
      },
    ),
    async (req, reply) => {
      const auth = req.auth!;
      const [klass] = await checkDeparts(ctx.db, auth, [req.query.departIds], '所选班级');
      const rows = await readSheet(importSheet, await uploadedXlsx(req));
      if (!rows.length) throw badRequest('文件中没有可导入的数据');
      const students = rows.map((r) => ({
        ...r,
        body: { ...r.body, roleCode: 'student', orgCode: klass.orgCode },
      }));
      const outcome = await importUsers(ctx, auth, students);
      if (outcome.ok) {
        const shared = outcome.result.initialPassword;
        return ok(
          outcome.result,
          `导入成功，共 ${rows.length} 个学生${shared ? `；未填写密码的学生初始密码为 ${shared}（只显示这一次）` : ''}`,
        );
      }
      const r = outcome.result;
      const message = `导入失败：共 ${r.total} 行，${r.failed} 行有误，未写入任何数据`;
      return reply.status(400).send(refused(r, message, 400));
    },
  );
}
