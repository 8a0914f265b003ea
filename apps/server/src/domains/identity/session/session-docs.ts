import type { FastifyInstance } from 'fastify';
import { describeRoutes } from '../../../platform/http/openapi.ts';

/**
 * Summaries of the routes in session-routes.ts for the API document. They belong in those routes'
 * `schema` like everywhere else; this file goes once they are moved there.
 */
export function describeSessionRoutes(app: FastifyInstance) {
  describeRoutes(app, ['identity'], {
    'GET /api/sys/permission/getUserPermissionByToken': '当前用户的菜单与按钮权限 `{menu, auth, allAuth}`',
    'GET /api/sys/config/getCurrentConfig': '系统配置（不含 `_` 开头的私有项），另含 `loginCaptcha`',
    'GET /api/sys/user/info': '当前用户信息：与登录结果相同但不含令牌（用于 `?token=` 链接）',
    'GET /api/sys/dict/queryAllDictItems': '全部字典 `{字典编码: [{value, text, title}]}`',
    'GET /api/sys/dict/getDictItems/:dictCode': '字典项 `[{value, text, title}]`，只接受字典编码',
  });
}
