import type { JudgeSignIn } from '@ck/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { notFound } from '../../platform/http/errors.ts';
import { findUserById } from '../identity/index.ts';
import { canManageProblems } from './problem-service.ts';

/** The platform token signs the user into the judge area; the judge session is that same session. */
export async function judgeSignIn(db: Db, auth: AuthContext, token: string | null): Promise<JudgeSignIn> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw notFound('用户不存在');
  return {
    token,
    user: { id: user.id, username: user.username, realname: user.realname, avatar: user.avatar },
    canManage: canManageProblems(auth),
  };
}
