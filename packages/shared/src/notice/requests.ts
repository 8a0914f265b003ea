import { z } from 'zod';
import { distinctItems } from '../list-items.ts';
import { pagingFields } from '../paging.ts';
import { optionalDateTimeField } from '../teaching/fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { isSafeNoticeUrl } from './codes.ts';

/** `userIds` arrive as a comma list (JeecgBoot) or an array. */
const userIdList = z
  .union([z.string().max(40_000, '指定用户过多'), z.array(z.string().max(36)).max(1000, '指定用户过多')])
  .nullish()
  .transform((v) => distinctItems(v));

/**
 * The editable fields of an announcement. Status, send and cancel times, tenant and author are never
 * taken from a body (unknown keys are dropped).
 */
const announcementFields = z.object({
  titile: requiredText(100, '标题'),
  msgAbstract: optionalText(500, '摘要'),
  msgContent: z.string().max(2_000_000, '内容过长').nullish(),
  startTime: optionalDateTimeField('开始时间'),
  endTime: optionalDateTimeField('结束时间'),
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

const noticeId = z.string({ error: '缺少公告 id' }).min(1, '缺少公告 id').max(36);

/** `POST add`: a new draft. */
export const announcementBody = announcementFields.superRefine(checkAnnouncement);

/** An announcement as the server stores it (times parsed, user ids split). */
export type AnnouncementInput = z.output<typeof announcementBody>;

/** `PUT edit`: the same fields and the announcement's id. */
export const announcementEditBody = announcementFields
  .extend({ id: noticeId })
  .superRefine(checkAnnouncement);

/** `?id=` of one announcement. */
export const noticeIdQuery = z.object({ id: noticeId });

/** `deleteBatch?ids=a,b`. */
export const noticeIdsQuery = z.object({
  ids: z.string({ error: '请选择要删除的公告' }).min(1, '请选择要删除的公告').max(4000, '一次删除的公告过多'),
});

const page = pagingFields({ maxSize: 200 });

/** A title search; JeecgBoot clients wrap it in `*`. */
const search = z
  .string()
  .max(100, '搜索内容过长')
  .optional()
  .transform((v) => v?.replace(/^\*|\*$/g, '').trim() || undefined);

/** The admin's list of announcements. */
export const announcementListQuery = z.object({
  ...page,
  titile: search,
  msgCategory: z.enum(['1', '2'], { error: '消息类型不正确' }).optional(),
  sendStatus: z.enum(['0', '1', '2'], { error: '发布状态不正确' }).optional(),
  priority: z.enum(['L', 'M', 'H'], { error: '优先级不正确' }).optional(),
  msgType: z.enum(['ALL', 'USER'], { error: '通告对象不正确' }).optional(),
});

/** "My announcements". */
export const myNoticeListQuery = z.object({
  ...page,
  titile: search,
  readFlag: z.enum(['0', '1', ''], { error: '阅读状态只能是 0 或 1' }).optional(),
  msgCategory: z.enum(['1', '2'], { error: '消息类型不正确' }).optional(),
});

/** Recipients of one announcement who have not read it, paged. */
export const unreadUsersQuery = z.object({ ...page, id: noticeId });

/** Marks one announcement read. */
export const markNoticeReadBody = z.object({ anntId: noticeId });
