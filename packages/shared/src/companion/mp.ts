import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { MOBILE_RE } from '../identity/account-codes.ts';
import { pagingFields } from '../paging.ts';
import type { AssessmentDimension, AssessmentScore, ScoreBand } from './assessment.ts';
import { type AssessmentQuestionType, SETTING_LINK_TYPES } from './constants.ts';

// The companion's public API, `/api/mp/v1/*`: no login, read-only for content, versioned so that a
// WeChat mini-program built against v1 keeps working. Every call takes an optional `orgId` (the
// organisation's tenant id, from the companion's QR code); a signed-in caller always gets their own.

export const MP_API_PREFIX = '/api/mp/v1';

/** The header that carries an attempt's secret token (never in the URL, so never in a log). */
export const ATTEMPT_TOKEN_HEADER = 'x-attempt-token';

const id = z.string().trim().max(36);
const orgField = { orgId: id.optional() };

export const mpOrgQuery = z.object(orgField);
export const mpHomeQuery = z.object({ ...orgField, cityId: id.optional() });
export const mpArticlesQuery = z.object({
  ...orgField,
  ...pagingFields({ maxSize: 50, defaultSize: 10 }),
  typeId: id.optional(),
  labelId: id.optional(),
  cityId: id.optional(),
});
export type MpArticlesQuery = z.infer<typeof mpArticlesQuery>;
export const mpIdQuery = z.object({ ...orgField, id: z.string().trim().min(1, '请指定编号').max(36) });

export const mpCitySchema = z.object({
  id: z.string(),
  cityName: z.string(),
  cityCode: z.string().nullable(),
});
export type MpCity = z.infer<typeof mpCitySchema>;

const linkTypes = codeKeys(SETTING_LINK_TYPES);

/** A home button or menu entry; `href` is where the companion goes (an in-app path or an https URL). */
export const mpSettingSchema = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().nullable(),
  linkType: z.enum(linkTypes),
  linkTarget: z.string().nullable(),
  href: z.string(),
});
export type MpSetting = z.infer<typeof mpSettingSchema>;

export const mpArticleTypeSchema = z.object({
  id: z.string(),
  typeName: z.string(),
  icon: z.string().nullable(),
});
export type MpArticleType = z.infer<typeof mpArticleTypeSchema>;

export const mpLabelSchema = z.object({ id: z.string(), labelName: z.string() });
export type MpLabel = z.infer<typeof mpLabelSchema>;

/** `publishTime` is `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai). */
export const mpArticleCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  labels: z.array(mpLabelSchema),
  publishTime: z.string().nullable(),
  isTop: z.boolean(),
  views: z.number().int(),
});
export type MpArticleCard = z.infer<typeof mpArticleCardSchema>;

/** `content` is sanitised HTML. */
export const mpArticleDetailSchema = mpArticleCardSchema.extend({ content: z.string() });
export type MpArticleDetail = z.infer<typeof mpArticleDetailSchema>;

/** `GET /api/mp/v1/home?cityId`: the chosen (or first) city, its buttons and menus, and fresh articles. */
export const mpHomeSchema = z.object({
  org: z.object({ name: z.string(), logo: z.string().nullable() }),
  city: mpCitySchema.nullable(),
  cities: z.array(mpCitySchema),
  buttons: z.array(mpSettingSchema),
  menus: z.array(mpSettingSchema),
  types: z.array(mpArticleTypeSchema),
  articles: z.array(mpArticleCardSchema),
});
export type MpHome = z.infer<typeof mpHomeSchema>;

/** How many fresh articles the home page shows. */
export const MP_HOME_ARTICLES = 6;

export interface MpAssessmentCard {
  id: string;
  /** The organisation (tenant id) it belongs to: a link to it carries `?orgId=` so a phone opens the same. */
  orgId: string;
  name: string;
  cover: string | null;
  intro: string | null;
  ageMin: number;
  ageMax: number;
  durationMinutes: number;
  questionCount: number;
  dimensions: AssessmentDimension[];
}

/** A question as the child sees it: never its answer or weights. */
export interface MpQuestion {
  id: string;
  type: AssessmentQuestionType;
  stem: string;
  options: string[];
  score: number;
}

/** `POST /api/mp/v1/sms`: a code to the guardian's phone (same limits as every SMS code). */
export const mpSmsBody = z.object({
  ...orgField,
  mobile: z.string().trim().regex(MOBILE_RE, '请输入正确的手机号'),
});

/**
 * `POST /api/mp/v1/attempt/start`. A visitor gives the guardian's name and phone with the SMS code; a
 * signed-in caller may leave phone and code out. One attempt per child and assessment: starting again
 * resumes the unfinished one, and a finished one answers 409 with its report token in `result`.
 */
export const mpStartBody = z.object({
  ...orgField,
  testPowerId: z.string().trim().min(1, '请选择测评').max(36),
  childName: z.string().trim().min(1, '请填写孩子姓名').max(20, '孩子姓名不能超过 20 个字符'),
  childAge: z.number().int().min(3, '孩子年龄须在 3 到 18 岁之间').max(18, '孩子年龄须在 3 到 18 岁之间'),
  guardianName: z.string().trim().max(20, '家长姓名不能超过 20 个字符').optional(),
  guardianPhone: z.string().trim().regex(MOBILE_RE, '请输入正确的手机号').optional(),
  smsCode: z.string().trim().max(8).optional(),
  cityId: id.optional(),
});
export type MpStartBody = z.infer<typeof mpStartBody>;

/** An attempt as its holder sees it; `attemptToken` goes in the `x-attempt-token` header from now on. */
export interface MpAttempt {
  attemptId: string;
  attemptToken: string;
  assessment: MpAssessmentCard;
  questions: MpQuestion[];
  answers: Record<string, string>;
  /** Last acknowledged autosave sequence number; a save with a lower one is ignored. */
  seq: number;
  status: '0' | '1';
  reportToken: string | null;
  /** When the attempt began (ISO); a resume keeps it, so the countdown goes on. */
  startTime: string;
  /** When answers stop being accepted (ISO), or null without a time limit. */
  deadline: string | null;
}

/** `POST /api/mp/v1/attempt/answers`: autosave (the whole answer sheet, with a rising `seq`). */
export const mpAnswersBody = z.object({
  answers: z.record(z.string().max(36), z.string().max(16)),
  seq: z.number().int().min(0),
});
export interface MpSaved {
  seq: number;
  savedAt: string;
}

/** `GET /api/mp/v1/report?token`: what the parent sees and shares. */
export interface MpReport {
  reportToken: string;
  assessmentName: string;
  childName: string;
  childAge: number;
  submitTime: string;
  score: AssessmentScore;
  band: Pick<ScoreBand, 'title' | 'text' | 'minPercent'>;
  courses: { id: string; name: string; cover: string | null; intro: string | null }[];
  org: { name: string; logo: string | null };
}
export const mpReportQuery = z.object({ token: z.string().trim().min(16).max(64) });
