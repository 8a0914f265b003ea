import { z } from 'zod';
import { requiredText } from '../text-fields.ts';
import { safeMenuUrl } from './common.ts';

// The official site's settings (`PUT /api/teaching/indexConfig/save`), stored as system config keys.

const link = z
  .string()
  .trim()
  .max(500, '链接不能超过 500 个字符')
  .refine((v) => v === '' || safeMenuUrl(v), '链接只能是站内路径（以 / 开头）或 http(s) 网址');

/** An uploaded file's path or a web address; never `..`. */
const imagePath = z
  .string()
  .trim()
  .max(500, '图片地址过长')
  .refine(
    (v) => v === '' || (/^(https?:\/\/[^\s"'<>,]+|[\w\-./]+)$/.test(v) && !v.includes('..')),
    '图片地址不合法',
  );

/** Index logo, shop flag, "my" button, button list, join-class text and the carousel. */
export const indexConfigBody = z.object({
  indexConfig: z.object({
    indexLogo: imagePath.default(''),
    ifshopping: z.boolean({ error: '商城开关只能是开或关' }).default(false),
    mybutton: z.boolean({ error: '我的按钮开关只能是开或关' }).default(true),
    buttonList: z
      .array(
        z.object({
          title: requiredText(20, '按钮名称'),
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
export type IndexConfigBody = z.infer<typeof indexConfigBody>;
