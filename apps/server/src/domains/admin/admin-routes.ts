import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { checkRoutes } from './check-routes.ts';
import { dataRuleRoutes } from './data-rules.ts';
import { departRoleRoutes } from './depart-role-routes.ts';
import { departAdminRoutes } from './depart-routes.ts';
import { permissionRoutes } from './permission-routes.ts';
import { roleRoutes } from './role-routes.ts';
import { roleUserRoutes } from './role-users.ts';
import { userBatchRoutes } from './user-batch.ts';
import { userExcelRoutes } from './user-excel.ts';
import { userRoutes } from './user-routes.ts';

/** The back office of users, roles, menus, departments and classes. */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  userRoutes(app, ctx);
  userBatchRoutes(app, ctx);
  // Encapsulated: multipart parsing only for the Excel import.
  await app.register(async (scope) => {
    await scope.register(multipart);
    userExcelRoutes(scope, ctx);
  });
  roleRoutes(app, ctx);
  roleUserRoutes(app, ctx);
  permissionRoutes(app, ctx);
  dataRuleRoutes(app, ctx);
  departAdminRoutes(app, ctx);
  departRoleRoutes(app, ctx);
  checkRoutes(app, ctx);
}
