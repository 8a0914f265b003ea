import { z } from 'zod';

/** `HH:mm-HH:mm` ranges separated by commas (a range may pass midnight); empty means all day. */
export const AI_HOURS_PATTERN =
  /^$|^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d(,([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)*$/;

/**
 * `POST /api/teaching/teachingAiSetting/save`: the provider (any OpenAI-compatible endpoint) and the
 * rules of use. An empty `apiKey` keeps the stored one.
 */
export const aiSettingSaveSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .max(300, '接口地址不能超过 300 个字符')
    .regex(/^https?:\/\/[^\s]+$/, '接口地址必须是 http(s) 地址'),
  apiKey: z.string().trim().max(500, 'API Key 过长').default(''),
  model: z.string().trim().min(1, '请填写模型名称').max(100, '模型名称不能超过 100 个字符'),
  temperature: z.coerce
    .number({ error: '温度必须是 0 到 2 之间的数' })
    .min(0, '温度不能小于 0')
    .max(2, '温度不能大于 2')
    .default(0.7),
  maxTokens: z.coerce
    .number({ error: '最大回复长度必须是整数' })
    .int('最大回复长度必须是整数')
    .min(16, '最大回复长度至少 16')
    .max(32_768, '最大回复长度不能超过 32768')
    .default(1024),
  timeoutMs: z.coerce
    .number({ error: '超时必须是整数毫秒' })
    .int('超时必须是整数毫秒')
    .min(1000, '超时至少 1000 毫秒')
    .max(300_000, '超时不能超过 300000 毫秒')
    .default(60_000),
  enabled: z.boolean().default(false),
  /** Role codes allowed to use the panel. */
  roles: z
    .array(z.string().trim().min(1).max(50))
    .max(50, '角色过多')
    .default(['student', 'teacher', 'admin']),
  /** Messages per user per day; 0 means no limit. */
  dailyQuota: z.coerce.number().int('每日次数必须是整数').min(0, '每日次数不能为负').max(100_000).default(50),
  /** Tokens per user per day; 0 means no limit. */
  dailyTokens: z.coerce
    .number()
    .int('每日用量必须是整数')
    .min(0, '每日用量不能为负')
    .max(100_000_000)
    .default(100_000),
  hours: z
    .string()
    .trim()
    .regex(AI_HOURS_PATTERN, '可用时段格式应为 08:00-21:00，多个时段用逗号分隔')
    .default(''),
});
export type AiSettingSave = z.infer<typeof aiSettingSaveSchema>;

/** `GET /api/teaching/teachingAiSetting/get`: the settings with the key masked (`sk-a****wxyz`), never whole. */
export const aiSettingViewSchema = aiSettingSaveSchema.extend({
  apiKey: z.string(),
  hasKey: z.boolean(),
  updateTime: z.string().nullable(),
});
export type AiSettingView = z.infer<typeof aiSettingViewSchema>;

/** `POST /api/teaching/teachingAiSetting/test`: what a one-line question to the provider gave. */
export const aiConnectionTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().int(),
  reply: z.string().nullable(),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTestSchema>;

/** A scene the panel offers: its name and guide questions. */
export const aiSceneInfoSchema = z.object({
  scene: z.string(),
  name: z.string(),
  guideQuestions: z.array(z.string()),
});

/**
 * `GET /api/teaching/teachingAiSetting/status`: whether the signed-in user may ask now, and if not
 * why (Chinese, shown in the panel); the enabled scenes; today's use against the quota.
 */
export const aiStatusSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  scenes: z.array(aiSceneInfoSchema),
  usage: z.object({
    messages: z.number().int(),
    tokens: z.number().int(),
    dailyQuota: z.number().int(),
    dailyTokens: z.number().int(),
  }),
});
export type AiStatus = z.infer<typeof aiStatusSchema>;
