import { describe, expect, it } from 'vitest';
import { validateStart } from './start-validation.ts';

const base = {
  childName: ' 小明 ',
  childAge: '8',
  guardianName: '王女士',
  phone: '13800138000',
  code: '123456',
  signedIn: false,
};

describe('validateStart', () => {
  it('answers the trimmed fields of a complete visitor form', () => {
    expect(validateStart(base, 6, 12)).toEqual({
      childName: '小明',
      childAge: 8,
      guardianName: '王女士',
      guardianPhone: '13800138000',
      smsCode: '123456',
    });
  });

  it('names the first problem in Chinese', () => {
    expect(validateStart({ ...base, childName: ' ' }, 6, 12)).toBe('请填写孩子姓名');
    expect(validateStart({ ...base, childAge: '' }, 6, 12)).toBe('请填写孩子年龄');
    expect(validateStart({ ...base, childAge: '2' }, 3, 12)).toBe('孩子年龄须在 3 到 18 岁之间');
    expect(validateStart({ ...base, childAge: '14' }, 6, 12)).toBe('本测评适合 6-12 岁的孩子');
    expect(validateStart({ ...base, guardianName: '' }, 6, 12)).toBe('请填写家长姓名');
    expect(validateStart({ ...base, phone: '1380013800' }, 6, 12)).toBe('请输入正确的手机号');
    expect(validateStart({ ...base, code: '' }, 6, 12)).toBe('请输入短信验证码');
  });

  it('sends no guardian fields for a signed-in caller', () => {
    expect(validateStart({ ...base, guardianName: '', phone: '', code: '', signedIn: true }, 6, 12)).toEqual({
      childName: '小明',
      childAge: 8,
    });
  });
});
