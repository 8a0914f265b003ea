import { z } from 'zod';

const count = (def: number, max: number) => z.coerce.number().int().min(1).max(max).default(def);

/**
 * The code dog's own settings from the environment (the per-tenant provider and rules live in the
 * database, see settings/): the timezone that "today" and the hours of use are read in, and the
 * per-node limits that keep one user or one classroom from flooding the provider.
 */
const aiEnvSchema = z.object({
  /** IANA zone of the hours of use and of the daily quota's "today". */
  AI_TIMEZONE: z
    .string()
    .trim()
    .default('Asia/Shanghai')
    .refine(validZone, 'AI_TIMEZONE 必须是 IANA 时区名，例如 Asia/Shanghai'),
  /** Questions one user may ask per minute. */
  AI_USER_PER_MINUTE: count(10, 100_000),
  /** Questions one IP address may ask per minute (a classroom shares one address behind NAT). */
  AI_IP_PER_MINUTE: count(60, 1_000_000),
  /** Answers one user may have streaming at once. */
  AI_MAX_STREAMS_PER_USER: count(2, 1000),
});

function validZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface AiConfig {
  timezone: string;
  userPerMinute: number;
  ipPerMinute: number;
  maxStreamsPerUser: number;
}

/** Read when the routes are registered, so a test or the benchmark may set the variables before building the app. */
export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const parsed = aiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置错误：\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    timezone: e.AI_TIMEZONE,
    userPerMinute: e.AI_USER_PER_MINUTE,
    ipPerMinute: e.AI_IP_PER_MINUTE,
    maxStreamsPerUser: e.AI_MAX_STREAMS_PER_USER,
  };
}
