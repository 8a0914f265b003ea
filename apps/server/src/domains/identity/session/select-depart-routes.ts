import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { setCurrentOrg } from '../users/user-account.ts';
import { departsOf, findUserById, toUserInfo } from './user-info.ts';

const TAGS = ['identity'];

// `username` is accepted for compatibility and ignored: one may only switch one's own department.
const selectBody = z.object({
  orgCode: z.string({ error: '请选择部门' }).trim().min(1, '请选择部门').max(64),
  username: z.string().optional(),
});

export function departRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, sessions } = ctx;

  app.get(
    '/api/sys/user/getCurrentUserDeparts',
    {
      config: { guard: 'login' },
      schema: { summary: '我所属的部门 `{list, orgCode}`', tags: TAGS },
    },
    async (req) => {
      const auth = req.auth!;
      return ok({ list: await departsOf(db, auth.userId), orgCode: auth.orgCode });
    },
  );

  const select = async (req: { auth: AuthContext | null; body: z.infer<typeof selectBody> }) => {
    const auth = req.auth!;
    const departs = await departsOf(db, auth.userId);
    if (!departs.some((d) => d.orgCode === req.body.orgCode)) throw badRequest('您不属于所选部门');
    await setCurrentOrg(db, auth.userId, req.body.orgCode);
    await sessions.setOrgCode(auth.sessionId, req.body.orgCode);
    const user = await findUserById(db, auth.userId);
    if (!user) throw notFound('用户不存在');
    return ok({ userInfo: toUserInfo(user) }, '切换部门成功');
  };
  const selectDepartSchema = {
    summary: '切换当前部门 `{orgCode}` → `{userInfo}`，只能切换到自己所属的部门',
    tags: TAGS,
    body: selectBody,
  };
  app.put('/api/sys/selectDepart', { config: { guard: 'login' }, schema: selectDepartSchema }, select);
  app.post('/api/sys/selectDepart', { config: { guard: 'login' }, schema: selectDepartSchema }, select);
}
