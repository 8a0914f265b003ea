// Rules of the sign-in, registration and account forms that the web checks too. No zod here: the login
// page imports these at runtime and must not pull the schemas into its first paint.

/** A mainland mobile number. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

/** A self-registered account name: a letter, then 2-31 letters, digits or underscores. */
export const REGISTER_USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{2,31}$/;

/** A class join code as typed (case does not matter): 4-16 letters or digits. */
export const CLASS_CODE_RE = /^[A-Za-z0-9]{4,16}$/;

/** What an SMS code is for (`smsmode`, REFERENCE §2). */
export const SMS_MODES = { '0': '登录', '1': '注册', '2': '找回密码', '3': '绑定手机' } as const;
export type SmsMode = keyof typeof SMS_MODES;

/** Notification kinds a user switches on or off; all are on until changed. */
export const NOTIFY_KINDS = ['announcement', 'system', 'message', 'exam', 'homework'] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
