import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { mailConfig, mailEnvShape } from './mail-env.ts';
import { DEFAULT_WEB_DIST } from './paths.ts';
import { smsConfig, smsEnvShape } from './sms-env.ts';
import { ssoConfig, ssoEnvShape } from './sso-env.ts';

const flag = (def: 'on' | 'off') =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default(def)
    .transform((v) => v === 'on' || v === 'true' || v === '1');

/** Every setting of the server, read once from the environment. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD 至少 8 位').optional(),
  LOGIN_CAPTCHA: flag('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-For from a reverse proxy. */
  TRUST_PROXY: flag('off'),
  /**
   * Judge: worker processes on PostgreSQL (concurrent jobs in the web process on embedded PGlite),
   * whether this web node judges at all, a claim's lease, where boxes and caches live.
   */
  JUDGE_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  JUDGE_IN_PROCESS: flag('on'),
  JUDGE_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  JUDGE_DIR: z.string().optional(),
  /** Self-tests ("run with my input") sandboxed at once on this node; default: the CPU count, 2 to 8. */
  JUDGE_SELFTEST_MAX: z.coerce.number().int().min(1).max(256).optional(),
  /** SMS verification codes: `log` writes them to the server log, `aliyun` sends them (see sms-env.ts). */
  ...smsEnvShape,
  /** Outgoing mail of email message templates: an SMTP server (see mail-env.ts); unset: not sent. */
  ...mailEnvShape,
  /** Single sign-on (CAS, OIDC) and WeChat / DingTalk login (see sso-env.ts). */
  ...ssoEnvShape,
  /** Uploads: allowed extensions (comma-separated, no dots) and the size limit in MB. */
  UPLOAD_EXTENSIONS: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(2048).default(20),
  /** Stored bytes per account, by role (0: no limit); administrators have none beyond the tenant's quota. */
  UPLOAD_QUOTA_STUDENT_MB: z.coerce.number().int().min(0).max(1_048_576).default(200),
  UPLOAD_QUOTA_TEACHER_MB: z.coerce.number().int().min(0).max(1_048_576).default(2048),
  /** Secret of signed links to private files; random per process when unset (links then die on restart). */
  FILE_SIGN_SECRET: z.string().min(16, 'FILE_SIGN_SECRET 至少 16 位').optional(),
  /**
   * Key of secrets stored in the database (AI and payment keys). When unset, a random key is kept in
   * `<DATA_DIR>/secret.key`; set it on every node when several share one PostgreSQL.
   */
  SECRET_KEY: z.string().min(16, 'SECRET_KEY 至少 16 位').optional(),
  /** S3-compatible object store; all four must be set to use it instead of the local disk. */
  S3_ENDPOINT: z.url('S3_ENDPOINT 必须是 http(s) 地址').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Public base URL of the bucket (CDN); public images are redirected there. */
  S3_PUBLIC_URL: z.url('S3_PUBLIC_URL 必须是 http(s) 地址').optional(),
});

/** Extensions accepted by default: images, documents, Scratch and Python projects, archives, media. */
export const DEFAULT_UPLOAD_EXTENSIONS =
  'jpg,jpeg,png,gif,webp,bmp,ico,svg,pdf,doc,docx,xls,xlsx,ppt,pptx,txt,md,csv,sb3,sb2,sb,sjr,py,cpp,c,java,json,zip,rar,7z,mp3,wav,mp4,webm';

export type AppConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置错误：\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    loginCaptcha: e.LOGIN_CAPTCHA,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    judgeWorkers: e.JUDGE_WORKERS,
    judgeInProcess: e.JUDGE_IN_PROCESS,
    judgeLeaseMs: e.JUDGE_LEASE_MS,
    judgeDir: e.JUDGE_DIR ? path.resolve(e.JUDGE_DIR) : undefined,
    judgeSelfTestMax: e.JUDGE_SELFTEST_MAX ?? Math.min(8, Math.max(2, os.availableParallelism())),
    sms: smsConfig(e),
    mail: mailConfig(e),
    sso: ssoConfig(e),
    upload: {
      extensions: (e.UPLOAD_EXTENSIONS ?? DEFAULT_UPLOAD_EXTENSIONS)
        .split(',')
        .map((x) => x.trim().toLowerCase().replace(/^\./, ''))
        .filter(Boolean),
      maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
      quotaMb: { student: e.UPLOAD_QUOTA_STUDENT_MB, teacher: e.UPLOAD_QUOTA_TEACHER_MB },
      signSecret: e.FILE_SIGN_SECRET,
    },
    s3: s3Config(e),
    secretKey: e.SECRET_KEY,
  };
}

function s3Config(e: z.infer<typeof envSchema>) {
  const parts = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (parts.every((p) => !p)) return undefined;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY || !e.S3_SECRET_KEY)
    throw new Error('配置错误：S3_ENDPOINT、S3_BUCKET、S3_ACCESS_KEY、S3_SECRET_KEY 必须同时设置');
  return {
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    accessKey: e.S3_ACCESS_KEY,
    secretKey: e.S3_SECRET_KEY,
    region: e.S3_REGION,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
