import { describe, expect, it } from 'vitest';
import { GUARDIAN_PHONE, normaliseCode, OTHER_SCHOOL, registerBody } from './race-form.ts';

describe('register form', () => {
  it('sends a listed school by id', () => {
    expect(
      registerBody('c1', {
        groupId: 'g1',
        realname: ' 小明 ',
        schoolId: 's1',
        schoolName: 'ignored',
        grade: '三年级',
        guardianPhone: '13800138000',
      }),
    ).toEqual({
      contestId: 'c1',
      groupId: 'g1',
      realname: '小明',
      schoolId: 's1',
      schoolName: undefined,
      grade: '三年级',
      guardianPhone: '13800138000',
    });
  });

  it('sends another school by its typed name and drops empty optional fields', () => {
    expect(
      registerBody('c1', {
        groupId: 'g1',
        realname: '小红',
        schoolId: OTHER_SCHOOL,
        schoolName: '  实验小学 ',
        grade: '',
        guardianPhone: '  ',
      }),
    ).toEqual({
      contestId: 'c1',
      groupId: 'g1',
      realname: '小红',
      schoolId: undefined,
      schoolName: '实验小学',
      grade: undefined,
      guardianPhone: undefined,
    });
    expect(registerBody('c1', { groupId: 'g1', realname: 'a', schoolName: '一中' }).schoolName).toBe('一中');
  });

  it('checks a guardian phone', () => {
    expect(GUARDIAN_PHONE.test('13800138000')).toBe(true);
    expect(GUARDIAN_PHONE.test('12800138000')).toBe(false);
    expect(GUARDIAN_PHONE.test('1380013800')).toBe(false);
  });

  it('normalises a pasted code', () => {
    expect(normaliseCode(' ab12 cd34\n')).toBe('AB12CD34');
  });
});
