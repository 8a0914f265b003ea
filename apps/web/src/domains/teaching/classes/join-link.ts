import type { ClassBatchResult } from '@ck/shared';

/** The page where a student enters (or scans) a class join code. */
export const joinUrl = (origin: string, code: string) =>
  `${origin}/home-page/joinCourse?code=${encodeURIComponent(code)}`;

/** A code is read aloud in class: groups of three, e.g. `ABC 234`. */
export const spacedCode = (code: string) => code.replace(/(.{3})(?=.)/g, '$1 ');

export interface AccountSlip {
  username: string;
  realname: string;
  password: string;
  className: string;
  schoolName: string;
  loginUrl: string;
}

/** One slip per made account, to print and cut out. */
export function slipsOf(result: ClassBatchResult, origin: string): AccountSlip[] {
  return result.students.map((s) => ({
    username: s.username,
    realname: s.realname === s.username ? '' : s.realname,
    password: s.initialPassword,
    className: result.className,
    schoolName: result.schoolName ?? '',
    loginUrl: `${origin}/user/login`,
  }));
}

/** Names pasted one a line (or separated by commas), blanks dropped. */
export const parseNames = (text: string) =>
  text
    .split(/[\n,，、]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Slips as tab-separated text, for pasting into a spreadsheet. */
export const slipsAsText = (slips: AccountSlip[]) =>
  [
    '账号\t姓名\t初始密码\t班级',
    ...slips.map((s) => `${s.username}\t${s.realname}\t${s.password}\t${s.className}`),
  ].join('\n');
