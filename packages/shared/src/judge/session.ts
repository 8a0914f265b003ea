import { z } from 'zod';

/** Signing into the judge area with the platform token: the same token, who I am, may I manage problems. */
export const judgeSignInSchema = z.object({
  token: z.string().nullable(),
  user: z.object({
    id: z.string(),
    username: z.string(),
    realname: z.string().nullable(),
    avatar: z.string().nullable(),
  }),
  canManage: z.boolean(),
});
export type JudgeSignIn = z.infer<typeof judgeSignInSchema>;
