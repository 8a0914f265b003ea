import type { PermissionCode } from '@ck/shared';

/** Who is calling, fixed by the session for the whole request. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  username: string;
  tenantId: string;
  orgCode: string | null;
  userIdentity: number;
  roles: string[];
  /** Highest level among the user's roles. */
  level: number;
  /** Permission codes granted through the user's roles. */
  perms: Set<string>;
  /** Class (depart) ids the user belongs to or manages; the data scope of teachers and students. */
  departIds: string[];
  /** The status and expiry of the user's tenant, fixed with the session (see platform/tenancy). */
  tenant?: { status: number; expireTime: Date | null };
}

/** Who may call a route: anyone, any signed-in user, or holders of a catalogue permission. */
export type Guard = 'public' | 'login' | { perm: PermissionCode };

/** A route and its guard, as declared at start-up. */
export interface GuardedRoute {
  method: string;
  url: string;
  guard: Guard;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
    /** Callable by users of a disabled or expired tenant (session info, the expiry notice). */
    tenantExempt?: boolean;
  }
  interface FastifyInstance {
    /** Every route declared so far with its guard, in declaration order (HEAD twins included). */
    guardedRoutes: readonly GuardedRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const isAdmin = (auth: AuthContext) => auth.roles.includes('admin');

/** Turns a request's token into who is calling; identity implements it over its session table. */
export interface SessionResolver {
  resolve(token: string): Promise<AuthContext | null>;
}
