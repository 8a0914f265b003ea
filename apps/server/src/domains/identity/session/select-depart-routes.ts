import { currentDepartsSchema, selectDepartBody, userInfoResultSchema } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { currentDeparts, selectDepart } from './current-depart.ts';

const TAGS = ['identity'];

/** The signed-in user's departments and switching between them. */
export function departRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const crud = crudRoutes(app, '/api/sys', TAGS);

  crud.read('user/getCurrentUserDeparts', {
    perm: 'login',
    summary: '我所属的部门 `{list, orgCode}`',
    result: currentDepartsSchema,
    find: (auth) => currentDeparts(ctx, auth),
  });

  // `username` is accepted for compatibility and ignored: one may only switch one's own department.
  for (const method of ['PUT', 'POST'] as const)
    crud.write(method, 'selectDepart', {
      perm: 'login',
      summary: '切换当前部门 `{orgCode}` → `{userInfo}`，只能切换到自己所属的部门',
      input: selectDepartBody,
      result: userInfoResultSchema,
      message: '切换部门成功',
      run: (auth, body) => selectDepart(ctx, auth, body.orgCode),
    });
}
