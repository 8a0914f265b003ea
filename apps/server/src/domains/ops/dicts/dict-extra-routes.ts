import { dictItemResource, resourcePermission } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { DICT_CODE_RE } from '../../../platform/dict/dict-service.ts';
import { sysDict, sysDictItem } from '../../../platform/dict/tables.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';

const TAGS = ['ops'];

const deleteByText = z.object({
  dictCode: z.string({ error: '请提供字典编码' }).trim().min(1, '请提供字典编码').max(100),
  text: z.string({ error: '请提供字典项名称' }).trim().min(1, '请提供字典项名称').max(100),
});

/** The dictionary calls beyond the resource engine: delete an item by its text, cache refresh. */
export function dictExtraRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // Used by the dictionary select tag: the user picks an item by what it shows, not by its id.
  app.delete(
    '/api/sys/dict/deleteItemByText',
    {
      config: requirePerm(resourcePermission(dictItemResource, 'delete')),
      schema: {
        summary: '按显示文字删除字典项（字典选择组件使用）`?dictCode=&text=`',
        tags: TAGS,
        querystring: deleteByText,
      },
    },
    async (req) => {
      const auth = req.auth!;
      const { dictCode, text } = req.query;
      if (!DICT_CODE_RE.test(dictCode)) throw badRequest('字典编码不合法');
      const [dict] = await db
        .select({ id: sysDict.id })
        .from(sysDict)
        .where(and(tenantScope(sysDict, auth), eq(sysDict.dictCode, dictCode), eq(sysDict.delFlag, 0)));
      if (!dict) throw notFound(`字典不存在：${dictCode}`);
      const items = await db
        .select({ id: sysDictItem.id })
        .from(sysDictItem)
        .where(
          and(
            tenantScope(sysDictItem, auth),
            eq(sysDictItem.dictId, dict.id),
            eq(sysDictItem.itemText, text),
            eq(sysDictItem.delFlag, 0),
          ),
        );
      if (!items.length) throw notFound(`字典项不存在：${text}`);
      await db
        .update(sysDictItem)
        .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
        .where(
          inArray(
            sysDictItem.id,
            items.map((i) => i.id),
          ),
        );
      return ok(null, '删除成功！');
    },
  );

  const cacheDoc = { summary: '兼容旧客户端；服务端字典始终为最新', tags: TAGS };
  // The server always answers fresh dictionaries; kept for JeecgBoot clients that call it.
  app.get('/api/sys/dict/refleshCache', { config: { guard: 'login' }, schema: cacheDoc }, async () =>
    ok(null, '刷新缓存完成！'),
  );
}
