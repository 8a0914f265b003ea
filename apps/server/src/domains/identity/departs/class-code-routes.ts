import {
  classCodeSchema,
  classPreviewQuery,
  classPreviewSchema,
  joinClassBody,
  joinedClassSchema,
  resetClassCodeBody,
  resetClassCodeResultSchema,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import {
  ClassCodeAttempts,
  classCodes,
  joinClass,
  previewClass,
  resetClassCode,
} from './class-code-service.ts';

const TAGS = ['identity'];

/** Class join codes: a student joins by code, a teacher sees and resets the codes of their classes. */
export function classCodeRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Wrong codes count across preview and join, per user.
  const attempts = new ClassCodeAttempts();

  const crud = crudRoutes(app, '/api/teaching/class', TAGS);
  crud.read('preview', {
    perm: 'login',
    summary:
      '加入前预览班级码 `?code=`：班级名称与所属学校（不含成员）；码不存在或已重置时回答 400；每个账号 10 分钟内最多输错 10 次',
    query: classPreviewQuery,
    result: classPreviewSchema,
    message: '查询成功',
    find: (auth, q) => attempts.run(auth, () => previewClass(db, auth, q.code)),
  });

  crud.write('POST', 'join', {
    perm: 'login',
    summary:
      '学员凭班级码加入班级 `{code}`，成为班级成员；码不存在时回答“班级码不存在，请向老师核对后重新输入”；与预览共用输错次数限制（超过后 429）',
    input: joinClassBody,
    result: joinedClassSchema,
    message: (joined) => `已加入班级「${joined.departName}」`,
    run: (auth, body) => attempts.run(auth, () => joinClass(ctx, auth, body.code)),
  });

  crud.read('codes', {
    perm: 'login',
    summary: '班级码：管理员为本机构全部班级的班级码；老师为自己负责的班级；学生为空',
    result: z.array(classCodeSchema),
    message: '查询成功',
    find: (auth) => classCodes(db, auth),
  });
  crud.write('POST', 'code/reset', {
    perm: 'login',
    summary: '重置班级码（该班级的老师或管理员）：`{departId}` 生成新班级码，旧码立即失效',
    input: resetClassCodeBody,
    result: resetClassCodeResultSchema,
    message: '班级码已重置',
    run: async (auth, body) => ({ code: await resetClassCode(db, auth, body.departId) }),
  });
}
