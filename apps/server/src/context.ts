import type { AppConfig } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { PermissionCache } from './domains/identity/access/permission-service.ts';
import type { SessionStore } from './domains/identity/session/session-store.ts';
import type { CaptchaService } from './platform/auth/captcha.ts';
import type { LoginLimits } from './platform/auth/login-limits.ts';
import type { DictService } from './platform/dict/dict-service.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { CountCache } from './platform/http/count-cache.ts';
import type { MailSender } from './platform/mail/mail-sender.ts';
import type { RealtimeHub } from './platform/realtime/realtime-hub.ts';
import type { SecretBox } from './platform/secrets/secret-box.ts';
import type { FileLinks } from './platform/storage/file-links.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';

/** Services shared by every route module, built once per app. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  sessions: SessionStore;
  captcha: CaptchaService;
  dicts: DictService;
  permissions: PermissionCache;
  counts: CountCache;
  /** Sign-in, own-password and registration counters (platform/auth/login-limits.ts). */
  limits: LoginLimits;
  /** Pushes frames to connected browsers on every app node. */
  realtime: RealtimeHub;
  /** Domain events (platform/events): one domain reacts to another's without reading its tables. */
  events: EventBus;
  /** Where uploaded files live (local disk or S3-compatible), and signed links to the private ones. */
  storage: FileStorage;
  fileLinks: FileLinks;
  /** Seals secrets stored in the database (provider keys). */
  secrets: SecretBox;
  /** Outgoing email (SMTP of `MAIL_*`); `null` when no mail service is configured. */
  mail: MailSender | null;
}
