import { z } from 'zod';

// Signing in with the school's CAS / OIDC server, WeChat and DingTalk (`/cas/client/*`, `/thirdLogin/*`).

export const SSO_SOURCES = ['cas', 'oidc', 'wechat_open', 'dingtalk'] as const;
export type SsoSource = (typeof SSO_SOURCES)[number];

/** The sources a user binds by hand in account settings (CAS and OIDC bind on first sign-in). */
export const BINDABLE_SOURCES = ['wechat_open', 'dingtalk', 'oidc'] as const satisfies readonly SsoSource[];

export const SSO_SOURCE_NAMES: Record<SsoSource, string> = {
  cas: '统一身份认证',
  oidc: '统一身份认证（OIDC）',
  wechat_open: '微信',
  dingtalk: '钉钉',
};

export const ssoSourceParams = z.object({
  source: z.enum(SSO_SOURCES, { error: '不支持的登录方式' }),
});

/** `GET /thirdLogin/render/{source}`: `mode=bind` (with `token`) binds the provider to the signed-in user. */
export const ssoRenderQuery = z.object({
  mode: z.enum(['login', 'bind'], { error: '模式不正确' }).default('login'),
});

/** The provider's answer on the callback; `authCode` is DingTalk's name of the code. */
export const ssoCallbackQuery = z.object({
  code: z.string().max(512).optional(),
  authCode: z.string().max(512).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

/** `GET /cas/client/validateLogin?ticket&service`. */
export const casValidateQuery = z.object({
  ticket: z.string({ error: '缺少票据 ticket' }).trim().min(1, '缺少票据 ticket').max(512),
  service: z.string({ error: '缺少 service' }).trim().min(1, '缺少 service').max(1000),
});

/** `GET /thirdLogin/getLoginUser/{code}`: the one-time code of a finished third-party sign-in. */
export const oneTimeCodeParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, '登录凭证格式不正确'),
});

/** Which sign-in buttons the login page shows: only configured providers are true. */
export const ssoProvidersSchema = z.object({
  cas: z.boolean(),
  oidc: z.boolean(),
  wechat_open: z.boolean(),
  dingtalk: z.boolean(),
});
export type SsoProviders = z.infer<typeof ssoProvidersSchema>;

export const thirdBindingSchema = z.object({
  provider: z.enum(SSO_SOURCES),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  createTime: z.string(),
});
export type ThirdBinding = z.infer<typeof thirdBindingSchema>;

/** `GET /thirdLogin/bindings`: the signed-in user's bound providers and which providers are configured. */
export const thirdBindingsSchema = z.object({
  bindings: z.array(thirdBindingSchema),
  providers: ssoProvidersSchema,
});
export type ThirdBindings = z.infer<typeof thirdBindingsSchema>;

export const unbindBody = z.object({ provider: z.enum(SSO_SOURCES, { error: '不支持的登录方式' }) });
export type UnbindBody = z.input<typeof unbindBody>;
