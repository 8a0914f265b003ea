import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { addBodyOf, editBodyOf } from '../form-bodies.ts';
import { pagingFields } from '../paging.ts';
import { keyword } from '../query-params.ts';
import { createdFields } from '../record-fields.ts';
import { dateTimeField, fileText, idText, intField, timeText, zeroOne } from '../teaching/fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import {
  CONTEST_AWARD_MODES,
  CONTEST_BOARD_VISIBILITIES,
  CONTEST_PHASES,
  CONTEST_RULE_TYPE_KEYS,
  CONTEST_STATUSES,
  SCHOOL_RANK_MODES,
} from './codes.ts';

/**
 * Contests (`/api/teaching/teachingContest/*`) and their groups (`teachingContestClass`). Times are
 * `YYYY-MM-DD HH:mm:ss` in both directions.
 */

const optionalDateTime = (label: string) =>
  z
    .union([z.literal(''), z.null(), dateTimeField(label)])
    .optional()
    .transform((v) => (v instanceof Date ? v : v === undefined ? undefined : null));

const oneOfKeys = (label: string, values: Record<string | number, string>) =>
  z.coerce
    .string({ error: `请选择${label}` })
    .refine((v) => v in values, `${label}只能是 ${Object.keys(values).join('、')}`);
const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(36);
const awardLine = z.coerce
  .number({ error: '获奖线必须是数字' })
  .min(0, '获奖线不能小于 0')
  .max(100_000)
  .nullish();

/** Where a contest stands by the server clock. */
const phaseEnum = z.enum(codeKeys(CONTEST_PHASES));

/** A list's filter: one contest, and one of its groups when given. */
const contestGroupFilter = {
  contestId: id('赛事'),
  groupId: z.string().trim().max(36).optional(),
};

/** Another record of the contest (a school, a group); empty becomes null. */
const optionalRef = z
  .string()
  .trim()
  .max(36)
  .nullish()
  .transform((v) => v || null);

// Without defaults: `edit` changes only what it is sent.
const contestShape = {
  contestName: requiredText(100, '赛事名称', '请填写'),
  cover: fileText('封面'),
  intro: z.string().max(200_000, '赛事介绍过长').nullish(),
  rules: z.string().max(200_000, '赛事规则过长').nullish(),
  ruleType: z.enum(CONTEST_RULE_TYPE_KEYS, { error: '赛制只能是 acm、oi、ioi 或 paper' }),
  registerStart: optionalDateTime('报名开始时间'),
  registerEnd: optionalDateTime('报名截止时间'),
  startTime: dateTimeField('开始时间'),
  endTime: dateTimeField('结束时间'),
  /** Minutes from a contestant's own start; empty: everyone runs from start to end. */
  duration: z.union([z.literal(''), z.null(), intField('个人限时（分钟）', 1, 10_080)]).optional(),
  lockTime: optionalDateTime('封榜时间'),
  isPublic: zeroOne('公开报名'),
  isPractice: zeroOne('练习赛'),
  boardVisibility: oneOfKeys('榜单可见性', CONTEST_BOARD_VISIBILITIES).transform(Number),
  awardMode: oneOfKeys('评奖方式', CONTEST_AWARD_MODES),
  awardFirst: awardLine,
  awardSecond: awardLine,
  awardThird: awardLine,
  schoolRankMode: oneOfKeys('学校排名方式', SCHOOL_RANK_MODES),
  schoolTopN: intField('学校排名取前 N 名', 1, 100),
  status: oneOfKeys('状态', CONTEST_STATUSES).transform(Number),
};

export const contestAddBody = addBodyOf(contestShape, {
  isPublic: 1,
  isPractice: 0,
  boardVisibility: 1,
  awardMode: 'ratio',
  schoolRankMode: 'sum',
  schoolTopN: 3,
  status: 1,
});
export const contestEditBody = editBodyOf(contestShape);
export type ContestAddBody = z.output<typeof contestAddBody>;
export type ContestEditBody = z.output<typeof contestEditBody>;

export const contestListQuery = z.object({
  ...pagingFields({ maxSize: 200 }),
  contestName: keyword('赛事名称'),
  ruleType: z.enum(CONTEST_RULE_TYPE_KEYS).optional(),
  /** upcoming, registering, running, ended. */
  phase: phaseEnum.optional(),
});

export const contestSchema = z.object({
  id: z.string(),
  contestName: z.string(),
  cover: z.string().nullable(),
  intro: z.string(),
  rules: z.string(),
  ruleType: z.enum(CONTEST_RULE_TYPE_KEYS),
  ruleType_dictText: z.string(),
  registerStart: timeText,
  registerEnd: timeText,
  startTime: timeText,
  endTime: timeText,
  duration: z.number().int().nullable(),
  lockTime: timeText,
  unfrozenAt: timeText,
  isPublic: z.number().int(),
  isPractice: z.number().int(),
  boardVisibility: z.number().int(),
  awardMode: z.string(),
  awardFirst: z.number().nullable(),
  awardSecond: z.number().nullable(),
  awardThird: z.number().nullable(),
  schoolRankMode: z.string(),
  schoolTopN: z.number().int(),
  status: z.number().int(),
  /** upcoming, registering, running, ended by the server clock. */
  phase: phaseEnum,
  participants: z.number().int(),
  ...createdFields,
});
export type Contest = z.infer<typeof contestSchema>;

/** Groups (`teachingContestClass`): a problem set in board order, or a paper. */
const groupShape = {
  contestId: id('赛事'),
  className: requiredText(100, '分组名称', '请填写'),
  description: optionalText(1000, '分组说明'),
  /** Judge problem ids in order (ACM / OI / IOI contests). */
  problemIds: z
    .array(idText, { error: '题目格式不正确' })
    .max(26, '一个分组最多 26 道题')
    .refine((ids) => new Set(ids).size === ids.length, '同一道题不能重复加入')
    .nullish(),
  /** The paper of a paper contest. */
  paperId: z.string().trim().max(36).nullish(),
  sortNo: intField('排序', 0, 100_000),
};
export const contestClassAddBody = addBodyOf(groupShape, { sortNo: 0 });
export const contestClassEditBody = editBodyOf(groupShape, { contestId: true });
export type ContestClassAddBody = z.output<typeof contestClassAddBody>;
export type ContestClassEditBody = z.output<typeof contestClassEditBody>;

export const contestClassSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  className: z.string(),
  description: z.string().nullable(),
  problemIds: z.array(z.string()),
  paperId: z.string().nullable(),
  paperId_dictText: z.string().nullable(),
  examId: z.string().nullable(),
  sortNo: z.number().int(),
  participants: z.number().int(),
});
export type ContestClass = z.infer<typeof contestClassSchema>;

/** `POST teachingContestCode/generate`. */
export const contestCodeGenerateBody = z.object({
  contestId: id('赛事'),
  groupId: id('分组'),
  count: intField('生成数量', 1, 1000),
});

/** `POST teachingContest/redeem`: a verification code registers the signed-in user into its group. */
export const contestRedeemBody = z.object({
  code: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, '请输入验证码')
    .max(32, '验证码不正确')
    .transform((v) => v.toUpperCase()),
});

export const contestIdQuery = z.object({ contestId: id('赛事') });
export type ContestPhaseKey = z.infer<typeof contestSchema>['phase'];

/** Schools (`teachingContestSchool`). */
const schoolShape = {
  contestId: id('赛事'),
  schoolName: requiredText(100, '学校名称', '请填写'),
  departId: optionalRef,
  region: optionalText(100, '地区'),
  contact: optionalText(50, '联系人'),
  phone: optionalText(20, '联系电话'),
  sortNo: intField('排序', 0, 100_000),
};
export const contestSchoolAddBody = addBodyOf(schoolShape, { sortNo: 0 });
export const contestSchoolEditBody = editBodyOf(schoolShape, { contestId: true });
export type ContestSchoolAddBody = z.output<typeof contestSchoolAddBody>;
export type ContestSchoolEditBody = z.output<typeof contestSchoolEditBody>;
export const contestSchoolSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  schoolName: z.string(),
  departId: z.string().nullable(),
  region: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  sortNo: z.number().int(),
  participants: z.number().int(),
});
export type ContestSchool = z.infer<typeof contestSchoolSchema>;

/** Teams (`teachingTeam`): members are participants (user ids) of the team's group. */
const teamShape = {
  contestId: id('赛事'),
  groupId: optionalRef,
  teamName: requiredText(100, '队伍名称', '请填写'),
  schoolId: optionalRef,
  coachName: optionalText(50, '教练姓名'),
  coachPhone: optionalText(20, '教练电话'),
  memberIds: z
    .array(idText, { error: '队员格式不正确' })
    .max(10, '一支队伍最多 10 名队员')
    .refine((ids) => new Set(ids).size === ids.length, '同一名队员不能重复加入'),
};
export const contestTeamAddBody = addBodyOf(teamShape, { memberIds: [] });
export const contestTeamEditBody = editBodyOf(teamShape, { contestId: true });
export type ContestTeamAddBody = z.output<typeof contestTeamAddBody>;
export type ContestTeamEditBody = z.output<typeof contestTeamEditBody>;
export const contestTeamSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  groupId: z.string().nullable(),
  groupId_dictText: z.string().nullable(),
  teamName: z.string(),
  schoolId: z.string().nullable(),
  schoolId_dictText: z.string().nullable(),
  coachName: z.string().nullable(),
  coachPhone: z.string().nullable(),
  memberIds: z.array(z.string()),
  members: z.array(z.object({ userId: z.string(), realname: z.string() })),
});
export type ContestTeam = z.infer<typeof contestTeamSchema>;

/** Participants (`teachingUserOtherInfo`). */
const phone = z
  .string()
  .trim()
  .max(20, '家长电话不能超过 20 个字符')
  .refine((v) => v === '' || /^[0-9+\- ]{5,20}$/.test(v), '家长电话格式不正确')
  .nullish()
  .transform((v) => v || null);
const participantShape = {
  contestId: id('赛事'),
  groupId: id('分组'),
  realname: requiredText(100, '姓名', '请填写'),
  schoolId: optionalRef,
  schoolName: optionalText(100, '学校'),
  grade: optionalText(20, '年级'),
  guardianPhone: phone,
};
export const participantAddBody = z.object({
  ...participantShape,
  /** The account (`username`) of an existing user of the tenant. */
  username: z.string({ error: '请填写账号' }).trim().min(1, '请填写账号').max(64, '账号不正确'),
});
export const participantEditBody = editBodyOf(participantShape, { contestId: true });
export type ParticipantAddBody = z.output<typeof participantAddBody>;
export type ParticipantEditBody = z.output<typeof participantEditBody>;
export const participantListQuery = z.object({
  ...pagingFields({ maxSize: 1000 }),
  ...contestGroupFilter,
  realname: keyword('姓名'),
});
export const participantSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  groupId: z.string(),
  groupId_dictText: z.string().nullable(),
  userId: z.string(),
  username: z.string(),
  realname: z.string(),
  schoolId: z.string().nullable(),
  schoolName: z.string().nullable(),
  grade: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  teamId: z.string().nullable(),
  source: z.string(),
  source_dictText: z.string(),
  startedAt: timeText,
  createTime: timeText,
});
export type Participant = z.infer<typeof participantSchema>;
export const participantHistoryQuery = z.object({
  ...pagingFields({ maxSize: 500 }),
  keyword: keyword('姓名或账号'),
});
export const participantHistorySchema = participantSchema.extend({
  contestName: z.string(),
  ruleType: z.enum(CONTEST_RULE_TYPE_KEYS),
  startTime: timeText,
  phase: phaseEnum,
});
export type ParticipantHistory = z.infer<typeof participantHistorySchema>;

/** `POST teachingContest/register`: a signed-in user joins a public contest with a participant's fields. */
export const contestRegisterBody = z.object(participantShape);
export type ContestRegisterBody = z.output<typeof contestRegisterBody>;
export const contestRedeemResult = z.object({
  contestId: z.string(),
  groupId: z.string(),
  contestName: z.string(),
  groupName: z.string(),
});

/** Public pages: the contest list and a contest's home. */
export const contestPublicListQuery = z.object({
  ...pagingFields({ maxSize: 100 }),
  phase: phaseEnum.optional(),
  practice: zeroOne('练习赛').optional(),
});
export const contestPublicItemSchema = contestSchema
  .pick({
    id: true,
    contestName: true,
    cover: true,
    ruleType: true,
    ruleType_dictText: true,
    registerStart: true,
    registerEnd: true,
    startTime: true,
    endTime: true,
    duration: true,
    lockTime: true,
    isPublic: true,
    isPractice: true,
    phase: true,
    participants: true,
  })
  .extend({
    groups: z.array(z.object({ id: z.string(), className: z.string() })),
    serverTime: z.string(),
  });
export type ContestPublicItem = z.infer<typeof contestPublicItemSchema>;
export const contestPublicDetailSchema = contestPublicItemSchema.extend({
  intro: z.string(),
  rules: z.string(),
  boardVisibility: z.number().int(),
  schools: z.array(z.object({ id: z.string(), schoolName: z.string() })),
  me: z
    .object({
      groupId: z.string(),
      groupName: z.string(),
      realname: z.string(),
      schoolName: z.string().nullable(),
      startedAt: timeText,
    })
    .nullable(),
});
export type ContestPublicDetail = z.infer<typeof contestPublicDetailSchema>;
export const contestPublicGroupSchema = z.object({
  id: z.string(),
  className: z.string(),
  description: z.string().nullable(),
  problemCount: z.number().int(),
});
export const contestMineSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  contestName: z.string(),
  ruleType: z.enum(CONTEST_RULE_TYPE_KEYS),
  groupId: z.string(),
  groupName: z.string(),
  startTime: timeText,
  endTime: timeText,
  phase: phaseEnum,
  source: z.string(),
});
export type ContestMine = z.infer<typeof contestMineSchema>;

/** Verification codes. */
export const contestCodeListQuery = z.object({
  ...pagingFields({ maxSize: 1000 }),
  ...contestGroupFilter,
  used: zeroOne('是否已使用').optional(),
});
export const contestCodeExportQuery = z.object(contestGroupFilter);
export const contestCodeRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  groupId: z.string(),
  groupName: z.string().nullable(),
  usedBy: z.string().nullable(),
  usedByName: z.string().nullable(),
  usedAt: timeText,
  createTime: timeText,
});
export type ContestCodeRow = z.infer<typeof contestCodeRowSchema>;
