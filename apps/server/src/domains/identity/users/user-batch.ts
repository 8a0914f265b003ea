import { PERMS } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { hashPassword } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/query-params.ts';
import { sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { checkDeparts } from './user-policy.ts';
import { roleIdByCode } from './user-write.ts';

const TAGS = ['identity'];

/** Accounts per request: the page sends larger batches in chunks and shows the progress. */
export const BATCH_CHUNK = 50;

const batchBody = z
  .object({
    departId: idSchema,
    prefix: z
      .string({ error: '请输入账号前缀' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, '账号前缀须以字母开头，只含字母、数字和下划线，最多 40 位'),
    /** Number of the first account (prefix + number, three digits at least). */
    start: z.coerce.number().int().min(1, '起始序号至少为 1').max(99_999, '起始序号过大').default(1),
    count: z.coerce
      .number()
      .int()
      .min(1, '数量至少为 1')
      .max(BATCH_CHUNK, `每次最多创建 ${BATCH_CHUNK} 个账号`)
      .optional(),
    names: z
      .array(z.string().trim().min(1, '姓名不能为空').max(100, '姓名不能超过 100 个字符'))
      .max(BATCH_CHUNK, `每次最多创建 ${BATCH_CHUNK} 个账号`)
      .optional(),
  })
  .refine((b) => b.count || b.names?.length, { message: '请填写数量或姓名名单' });

export const batchUsername = (prefix: string, n: number) => `${prefix}${String(n).padStart(3, '0')}`;

/** Hashes with a few workers at once: argon2 runs on the thread pool, not the event loop. */
async function hashAll(passwords: string[], width = 4): Promise<string[]> {
  const out: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const i = next++;
      out[i] = await hashPassword(passwords[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, passwords.length) }, worker));
  return out;
}

export function userBatchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Student accounts for a class: prefix + count, or prefix + a pasted name list. Each gets its own
  // random password, returned once in this answer and never again.
  app.post(
    '/api/sys/user/batchStudents',
    {
      config: requirePerm(PERMS.user.batchStudents),
      schema: {
        summary:
          '批量创建学生 `{departId, prefix, start, count 或 names[]}`，每次最多 50 个；返回账号与初始密码（只返回这一次）',
        tags: TAGS,
        body: batchBody,
      },
    },
    async (req) => {
      const auth = req.auth!;
      const b = req.body;
      const [depart] = await checkDeparts(ctx.db, auth, [b.departId], '班级');
      const student = (await roleIdByCode(ctx.db, auth.tenantId, ['student'])).get('student');
      if (!student) throw badRequest('系统中没有学生角色');
      const total = b.names?.length || b.count || 0;
      const people = Array.from({ length: total }, (_, i) => {
        const username = batchUsername(b.prefix, b.start + i);
        return { username, realname: b.names?.[i] ?? username, initialPassword: randomPassword() };
      });
      const taken = await ctx.db
        .select({ username: sysUser.username })
        .from(sysUser)
        .where(
          and(
            inArray(
              sysUser.username,
              people.map((p) => p.username),
            ),
            eq(sysUser.delFlag, 0),
          ),
        );
      if (taken.length)
        throw conflict(
          `以下账号已存在：${taken
            .map((t) => t.username)
            .slice(0, 10)
            .join('、')}`,
        );
      const hashes = await hashAll(people.map((p) => p.initialPassword));
      const rows = people.map((p, i) => ({
        id: uuidv7(),
        tenantId: auth.tenantId,
        username: p.username,
        realname: p.realname,
        nickname: p.realname,
        passwordHash: hashes[i],
        userIdentity: 1,
        orgCode: depart.orgCode,
        createBy: auth.username,
      }));
      await ctx.db.transaction(async (tx) => {
        await tx.insert(sysUser).values(rows);
        await tx.insert(sysUserRole).values(rows.map((r) => ({ userId: r.id, roleId: student.id })));
        await tx.insert(sysUserDepart).values(rows.map((r) => ({ userId: r.id, departId: b.departId })));
      });
      return ok(people, `已创建 ${people.length} 个学生账号，初始密码只显示这一次，请妥善保存`);
    },
  );
}
