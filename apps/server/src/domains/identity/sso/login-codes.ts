import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysThirdLoginCode } from '../account-tables.ts';
import { randomToken } from './sso-state.ts';

/** A one-time code lives this long between the provider's callback and the web page redeeming it. */
export const LOGIN_CODE_TTL_MS = 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/** Hands a finished sign-in to the browser: only the code's hash is stored; single use, 60 seconds. */
export async function issueLoginCode(db: Db, userId: string, provider: string): Promise<string> {
  const code = randomToken(32);
  const now = Date.now();
  await db
    .delete(sysThirdLoginCode)
    .where(lt(sysThirdLoginCode.expireTime, new Date(now - LOGIN_CODE_TTL_MS)));
  await db.insert(sysThirdLoginCode).values({
    code: hashOf(code),
    userId,
    provider,
    expireTime: new Date(now + LOGIN_CODE_TTL_MS),
  });
  return code;
}

/** The user and provider of a live, unused code, marking it used in the same statement; else undefined. */
export async function redeemLoginCode(db: Db, code: string) {
  const [row] = await db
    .update(sysThirdLoginCode)
    .set({ usedTime: new Date() })
    .where(
      and(
        eq(sysThirdLoginCode.code, hashOf(code)),
        isNull(sysThirdLoginCode.usedTime),
        gt(sysThirdLoginCode.expireTime, new Date()),
      ),
    )
    .returning({ userId: sysThirdLoginCode.userId, provider: sysThirdLoginCode.provider });
  return row;
}
