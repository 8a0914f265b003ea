import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, participantBody, participantToForm, schoolRef } from './participant-form.ts';
import type { Participant } from './types.ts';

const schools = [
  { id: 's1', schoolName: '实验小学' },
  { id: 's2', schoolName: '第二中学' },
];

describe('participant form', () => {
  it('links a typed school to the contest school of the same name', () => {
    expect(schoolRef(' 实验小学 ', schools)).toEqual({ schoolId: 's1', schoolName: '实验小学' });
    expect(schoolRef('外校', schools)).toEqual({ schoolId: null, schoolName: '外校' });
    expect(schoolRef('  ', schools)).toEqual({ schoolId: null, schoolName: null });
    expect(schoolRef(undefined, schools)).toEqual({ schoolId: null, schoolName: null });
  });

  it('builds the body with trimmed text and nulls for blanks', () => {
    const body = participantBody(
      {
        username: ' stu01 ',
        realname: ' 张三 ',
        groupId: 'g1',
        schoolName: '第二中学',
        grade: '',
        guardianPhone: ' ',
      },
      'c1',
      schools,
    );
    expect(body).toEqual({
      contestId: 'c1',
      groupId: 'g1',
      username: 'stu01',
      realname: '张三',
      schoolId: 's2',
      schoolName: '第二中学',
      grade: null,
      guardianPhone: null,
    });
  });

  it('fills the edit form from a row', () => {
    const row: Participant = {
      id: 'p1',
      contestId: 'c1',
      groupId: 'g1',
      userId: 'u1',
      username: 'stu01',
      realname: '张三',
      schoolId: null,
      schoolName: null,
      grade: '五年级',
      guardianPhone: null,
      teamId: null,
      groupId_dictText: '小学组',
      source: 'code',
      source_dictText: '验证码',
      startedAt: null,
      createTime: '2026-01-01 10:00:00',
    };
    expect(participantToForm(row)).toEqual({
      username: 'stu01',
      realname: '张三',
      groupId: 'g1',
      schoolName: '',
      grade: '五年级',
      guardianPhone: '',
    });
  });

  it('accepts phone numbers the way the server does', () => {
    expect(PHONE_PATTERN.test('13812345678')).toBe(true);
    expect(PHONE_PATTERN.test('0571-88886666')).toBe(true);
    expect(PHONE_PATTERN.test('+86 138 1234 5678')).toBe(true);
    expect(PHONE_PATTERN.test('1234')).toBe(false);
    expect(PHONE_PATTERN.test('138abc45678')).toBe(false);
  });
});
