import { ACCOUNT_LOCK_MESSAGE, LOGIN_LOCK_MESSAGE } from '@ck/shared';
import { FailureLimiter } from './rate-limit.ts';

export { ACCOUNT_LOCK_MESSAGE, LOGIN_LOCK_MESSAGE };

/** The numbers of docs/security.md §登录限流; tests read them from here. */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Wrong passwords of one account from one IP: locks only that pair. */
  perAccountAndIp: 5,
  /** Wrong passwords of one account from all IPs together: the ceiling against distributed guessing. */
  perAccount: 50,
  /** Failures (wrong password, wrong captcha, wrong SMS login code) from one IP over all accounts. */
  perIp: 30,
  /** Wrong old passwords when changing one's own password (per account, any IP). */
  ownPassword: 5,
  /** Accounts created by self-registration from one IP per hour. */
  registrationsPerIp: 5,
  registrationWindowMs: 60 * 60_000,
} as const;

export const REGISTER_LIMIT_MESSAGE = '注册过于频繁，请 1 小时后再试';

/**
 * Sign-in failure counters. One stranger guessing an account locks it only for their own address, so
 * nobody can lock the admin out from elsewhere; the per-account ceiling still stops guessing spread
 * over many addresses. In memory per process, like FailureLimiter.
 */
export class LoginLimits {
  readonly byIp = new FailureLimiter(LOGIN_LIMITS.perIp, LOGIN_LIMITS.windowMs);
  private readonly byPair = new FailureLimiter(LOGIN_LIMITS.perAccountAndIp, LOGIN_LIMITS.windowMs);
  private readonly byAccount = new FailureLimiter(LOGIN_LIMITS.perAccount, LOGIN_LIMITS.windowMs);
  /** Old-password guesses of a signed-in user, keyed by user id. */
  readonly ownPassword = new FailureLimiter(LOGIN_LIMITS.ownPassword, LOGIN_LIMITS.windowMs);
  /** Successful self-registrations, keyed by IP. */
  readonly registrations = new FailureLimiter(
    LOGIN_LIMITS.registrationsPerIp,
    LOGIN_LIMITS.registrationWindowMs,
  );

  /** Whether a password login of `account` from `ip` must be refused before looking at anything. */
  blocked(account: string, ip: string): boolean {
    return this.lockMessage(account, ip) !== null;
  }

  /**
   * Why a password login of `account` from `ip` is refused, or null. A locked account (its pair or its
   * ceiling) points to the SMS login, which these counters never block: the owner of the phone still
   * gets in while a distributed guesser has locked the password. An IP over its limit is told only to
   * wait, since its SMS logins are refused too.
   */
  lockMessage(account: string, ip: string): string | null {
    const key = account.toLowerCase();
    if (this.byIp.blocked(ip)) return LOGIN_LOCK_MESSAGE;
    if (this.byPair.blocked(pairKey(key, ip)) || this.byAccount.blocked(key)) return ACCOUNT_LOCK_MESSAGE;
    return null;
  }

  /** A wrong password (or unknown account) of `account` from `ip`. */
  fail(account: string, ip: string) {
    const key = account.toLowerCase();
    this.byIp.fail(ip);
    this.byPair.fail(pairKey(key, ip));
    this.byAccount.fail(key);
  }

  /**
   * A right password from `ip`: its pair starts over. The account-wide count is left alone, or every
   * sign-in of the real user would hand a distributed guesser a fresh allowance.
   */
  succeeded(account: string, ip: string) {
    this.byPair.reset(pairKey(account.toLowerCase(), ip));
  }
}

const pairKey = (account: string, ip: string) => `${account}\n${ip}`;
