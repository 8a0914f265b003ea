import { dictItemResource, dictItemTextQuery, resourcePermission } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { deleteItemsByText } from './dict-item-service.ts';

const TAGS = ['ops'];

/** The dictionary calls beyond the resource engine: delete an item by its text, cache refresh. */
export function dictExtraRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const dict = crudRoutes(app, '/api/sys/dict', TAGS);

  // Used by the dictionary select tag: the user picks an item by what it shows, not by its id.
  dict.command('DELETE', 'deleteItemByText', {
    perm: resourcePermission(dictItemResource, 'delete'),
    summary: '按显示文字删除字典项（字典选择组件使用）`?dictCode=&text=`',
    input: dictItemTextQuery,
    message: '删除成功！',
    run: (auth, q) => deleteItemsByText(ctx.db, auth, q.dictCode, q.text),
  });

  // The server always answers fresh dictionaries; kept for JeecgBoot clients that call it.
  dict.read('refleshCache', {
    perm: 'login',
    summary: '兼容旧客户端；服务端字典始终为最新',
    result: z.null(),
    message: '刷新缓存完成！',
    find: async () => null,
  });
}
