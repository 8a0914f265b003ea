import type { UserDepart } from '@ck/shared';

/**
 * What a race login still has to do once the session exists: choose a department, redeem the contest
 * code, go on. Kept outside React because storing the token makes the route guard load the permissions
 * first, which unmounts the login page and mounts it afresh.
 */
export interface PendingRaceLogin {
  /** A contest verification code to redeem right after sign-in ('' for none). */
  code: string;
  /** Where to go afterwards (a raw `redirect` parameter, checked when used). */
  redirect: string | null;
  /** Departments to choose from (users in several); null when none must be chosen. */
  departs: UserDepart[] | null;
}

let pending: PendingRaceLogin | null = null;

export const pendingRaceLogin = {
  set(next: PendingRaceLogin) {
    pending = next;
  },
  peek(): PendingRaceLogin | null {
    return pending;
  },
  /** The department was chosen. */
  departChosen() {
    if (pending) pending = { ...pending, departs: null };
  },
  /** Hands the remaining work to exactly one caller (React may run an effect twice). */
  take(): PendingRaceLogin | null {
    const p = pending;
    pending = null;
    return p;
  },
};
