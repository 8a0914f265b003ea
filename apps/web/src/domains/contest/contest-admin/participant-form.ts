import type { ParticipantBody } from './api.ts';
import type { ContestSchool, Participant } from './types.ts';

export interface ParticipantForm {
  username: string;
  realname: string;
  groupId?: string;
  schoolName?: string;
  grade?: string;
  guardianPhone?: string;
}

export const participantToForm = (p: Participant): ParticipantForm => ({
  username: p.username,
  realname: p.realname,
  groupId: p.groupId,
  schoolName: p.schoolName ?? '',
  grade: p.grade ?? '',
  guardianPhone: p.guardianPhone ?? '',
});

const blankToNull = (v: string | undefined | null) => v?.trim() || null;

/** A typed school name: one of the contest's schools (by id) when the name matches, else free text. */
export function schoolRef(
  name: string | undefined,
  schools: Pick<ContestSchool, 'id' | 'schoolName'>[],
): { schoolId: string | null; schoolName: string | null } {
  const text = blankToNull(name);
  if (!text) return { schoolId: null, schoolName: null };
  const found = schools.find((s) => s.schoolName.trim() === text);
  return { schoolId: found?.id ?? null, schoolName: found?.schoolName ?? text };
}

export function participantBody(
  v: ParticipantForm,
  contestId: string,
  schools: Pick<ContestSchool, 'id' | 'schoolName'>[],
): ParticipantBody {
  return {
    contestId,
    groupId: v.groupId ?? '',
    username: v.username.trim(),
    realname: v.realname.trim(),
    ...schoolRef(v.schoolName, schools),
    grade: blankToNull(v.grade),
    guardianPhone: blankToNull(v.guardianPhone),
  };
}

/** Digits with `+`, `-` or spaces, 5 to 20 characters (what the server takes); empty is allowed. */
export const PHONE_PATTERN = /^[0-9+\- ]{5,20}$/;
