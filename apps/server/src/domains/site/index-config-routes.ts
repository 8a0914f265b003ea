import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { sysConfig } from '../../platform/config/tables.ts';
import { ok } from '../../platform/http/envelope.ts';
import { safeMenuUrl } from './front-menu/front-menu-service.ts';

const TAGS = ['site'];

const link = z
  .string()
  .trim()
  .max(500, '链接不能超过 500 个字符')
  .refine((v) => v === '' || safeMenuUrl(v), '链接只能是站内路径（以 / 开头）或 http(s) 网址');
const imagePath = z
  .string()
  .trim()
  .max(500, '图片地址过长')
  .refine(
    (v) => v === '' || (/^(https?:\/\/[^\s"'<>,]+|[\w\-./]+)$/.test(v) && !v.includes('..')),
    '图片地址不合法',
  );

const body = z.object({
  indexConfig: z.object({
    indexLogo: imagePath.default(''),
    ifshopping: z.boolean({ error: '商城开关只能是开或关' }).default(false),
    mybutton: z.boolean({ error: '我的按钮开关只能是开或关' }).default(true),
    buttonList: z
      .array(
        z.object({
          title: z
            .string({ error: '请输入按钮名称' })
            .trim()
            .min(1, '请输入按钮名称')
            .max(20, '按钮名称不能超过 20 个字符'),
          desc: link.refine((v) => v !== '', '请输入按钮链接'),
        }),
      )
      .max(12, '按钮最多 12 个')
      .default([]),
  }),
  joinClassText: z.string().trim().max(20, '加入班级按钮文字不能超过 20 个字符').optional(),
  banner: z.array(imagePath).max(10, '轮播图最多 10 张').optional(),
  bannerLinks: z.array(link).max(10).optional(),
});

/** Official-site settings (`indexConfig`): index logo, shop flag, my buttons, button list, carousel. */
export function indexConfigRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/teaching/indexConfig/save',
    {
      config: requirePerm(PERMS.indexConfig.edit),
      schema: {
        summary:
          '官网设置 `{indexConfig: {indexLogo, ifshopping, mybutton, buttonList: [{title, desc}]}, joinClassText?, banner?: [], bannerLinks?: []}`',
        tags: TAGS,
        body,
      },
    },
    async (req) => {
      const tenantId = req.auth!.tenantId;
      const b = req.body;
      const values: Record<string, string> = { indexConfig: JSON.stringify(b.indexConfig) };
      if (b.joinClassText !== undefined) values.joinClassText = b.joinClassText || '加入班级';
      if (b.banner !== undefined) values.banner = b.banner.filter(Boolean).join(',');
      if (b.bannerLinks !== undefined) values.bannerLinks = b.bannerLinks.join('\n');
      await ctx.db.transaction(async (tx) => {
        for (const [configKey, configValue] of Object.entries(values)) {
          await tx
            .insert(sysConfig)
            .values({ tenantId, configKey, configValue })
            .onConflictDoUpdate({
              target: [sysConfig.tenantId, sysConfig.configKey],
              set: { configValue, updateTime: new Date() },
            });
        }
      });
      return ok(null, '官网设置已保存');
    },
  );
}
