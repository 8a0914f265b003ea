import { isSafeNoticeUrl } from '@ck/shared';
import { z } from 'zod';
import { parseDateTime } from '../../platform/http/dates.ts';
import { pagingFields } from '../../platform/http/paging.ts';

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v || null);

const dateTime = (label: string) =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const d = parseDateTime(v);
      if (!d) {
        ctx.addIssue({ code: 'custom', message: `${label}格式应为 YYYY-MM-DD HH:mm:ss` });
        return z.NEVER;
      }
      return d;
    });

/** `userIds` arrive as a comma list (JeecgBoot) or an array. */
const userIdList = z
  .union([z.string().max(40_000, '指定用户过多'), z.array(z.string().max(36)).max(1000, '指定用户过多')])
  .nullish()
  .transform((v) => {
    const list = Array.isArray(v) ? v : (v ?? '').split(',');
    return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
  });

/**
 * The editable fields of an announcement. Status, send and cancel times, tenant and author are never
 * taken from a body (unknown keys are dropped).
 */
const announcementFields = z.object({
  titile: z.string({ error: '请输入标题' }).trim().min(1, '请输入标题').max(100, '标题不能超过 100 个字符'),
  msgAbstract: optionalText(500, '摘要'),
  msgContent: z.string().max(2_000_000, '内容过长').nullish(),
  startTime: dateTime('开始时间'),
  endTime: dateTime('结束时间'),
  sender: optionalText(100, '发布人'),
  priority: z.enum(['L', 'M', 'H'], { error: '优先级只能是 L、M 或 H' }).default('L'),
  msgCategory: z.enum(['1', '2'], { error: '消息类型只能是 1（通知公告）或 2（系统消息）' }).default('1'),
  msgType: z.enum(['ALL', 'USER'], { error: '通告对象只能是 ALL 或 USER' }).default('ALL'),
  userIds: userIdList,
  busType: optionalText(64, '业务类型'),
  busId: optionalText(64, '业务编号'),
  openType: z
    .enum(['url', 'component', ''], { error: '打开方式只能是 url 或 component' })
    .nullish()
    .transform((v) => v || null),
  openPage: optionalText(255, '打开页面'),
});

function checkAnnouncement(v: z.infer<typeof announcementFields>, ctx: z.RefinementCtx) {
  if (v.startTime && v.endTime && v.endTime <= v.startTime)
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: '结束时间必须晚于开始时间' });
  if (v.msgType === 'USER' && !v.userIds.length)
    ctx.addIssue({ code: 'custom', path: ['userIds'], message: '请选择接收公告的用户' });
  if (v.openType && !v.openPage)
    ctx.addIssue({ code: 'custom', path: ['openPage'], message: '请填写要打开的地址或页面' });
  if (v.openType === 'url' && v.openPage && !isSafeNoticeUrl(v.openPage))
    ctx.addIssue({ code: 'custom', path: ['openPage'], message: '链接只能是 http(s) 地址或站内路径' });
  if (v.openType === 'component' && v.openPage && !/^\/[\w\-/]*$/.test(v.openPage))
    ctx.addIssue({ code: 'custom', path: ['openPage'], message: '页面路径只能是以 / 开头的站内路径' });
}

export const announcementBody = announcementFields.superRefine(checkAnnouncement);

export type AnnouncementInput = z.infer<typeof announcementBody>;

export const editBody = announcementFields
  .extend({ id: z.string({ error: '缺少公告 id' }).min(1, '缺少公告 id').max(36) })
  .superRefine(checkAnnouncement);

export const idQuery = z.object({ id: z.string({ error: '缺少公告 id' }).min(1, '缺少公告 id').max(36) });

const page = pagingFields({ maxSize: 200 });

const search = z
  .string()
  .max(100, '搜索内容过长')
  .optional()
  .transform((v) => v?.replace(/^\*|\*$/g, '').trim() || undefined);

export const adminListQuery = z.object({
  ...page,
  titile: search,
  msgCategory: z.enum(['1', '2'], { error: '消息类型不正确' }).optional(),
  sendStatus: z.enum(['0', '1', '2'], { error: '发布状态不正确' }).optional(),
  priority: z.enum(['L', 'M', 'H'], { error: '优先级不正确' }).optional(),
  msgType: z.enum(['ALL', 'USER'], { error: '通告对象不正确' }).optional(),
});

export const myListQuery = z.object({
  ...page,
  titile: search,
  readFlag: z.enum(['0', '1', ''], { error: '阅读状态只能是 0 或 1' }).optional(),
  msgCategory: z.enum(['1', '2'], { error: '消息类型不正确' }).optional(),
});

export const unreadUsersQuery = z.object({ ...page, id: idQuery.shape.id });

export const markReadBody = z.object({
  anntId: z.string({ error: '缺少公告 id' }).min(1, '缺少公告 id').max(36),
});
