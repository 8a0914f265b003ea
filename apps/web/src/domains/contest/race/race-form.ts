import type { RaceRegisterBody } from './api.ts';

/** The school select's entry for a school not in the contest's list. */
export const OTHER_SCHOOL = '__other__';

export const GUARDIAN_PHONE = /^1[3-9]\d{9}$/;

/**
 * What the register form holds: `schoolId` is a school of the contest or OTHER_SCHOOL; `schoolName` is
 * typed when the contest lists no schools, or OTHER_SCHOOL was chosen.
 */
export type RegisterValues = Omit<RaceRegisterBody, 'contestId'>;

const text = (v: string | undefined) => {
  const t = v?.trim();
  return t ? t : undefined;
};

/** The register call's body: a listed school goes by id, any other by its typed name. */
export function registerBody(contestId: string, v: RegisterValues): RaceRegisterBody {
  const listed = v.schoolId && v.schoolId !== OTHER_SCHOOL ? v.schoolId : undefined;
  return {
    contestId,
    groupId: v.groupId,
    realname: v.realname.trim(),
    schoolId: listed,
    schoolName: listed ? undefined : text(v.schoolName),
    grade: text(v.grade),
    guardianPhone: text(v.guardianPhone),
  };
}

/** The code as the server keeps it: upper case, without the spaces copying may add. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}
