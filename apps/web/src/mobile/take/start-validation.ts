export interface StartInput {
  childName: string;
  childAge: string;
  guardianName: string;
  phone: string;
  code: string;
  signedIn: boolean;
}

export interface StartFields {
  childName: string;
  childAge: number;
  guardianName?: string;
  guardianPhone?: string;
  smsCode?: string;
}

/**
 * Checks the start form before it is sent (the server checks again): the first problem as a Chinese
 * message, or the fields to send. A signed-in caller sends no guardian fields.
 */
export function validateStart(input: StartInput, ageMin: number, ageMax: number): StartFields | string {
  const childName = input.childName.trim();
  if (!childName) return '请填写孩子姓名';
  if (childName.length > 20) return '孩子姓名不能超过 20 个字符';
  const age = Number(input.childAge);
  if (!input.childAge.trim() || !Number.isInteger(age)) return '请填写孩子年龄';
  if (age < 3 || age > 18) return '孩子年龄须在 3 到 18 岁之间';
  if (age < ageMin || age > ageMax) return `本测评适合 ${ageMin}-${ageMax} 岁的孩子`;
  if (input.signedIn) return { childName, childAge: age };
  const guardianName = input.guardianName.trim();
  if (!guardianName) return '请填写家长姓名';
  if (guardianName.length > 20) return '家长姓名不能超过 20 个字符';
  const phone = input.phone.trim();
  if (!/^1[3-9]\d{9}$/.test(phone)) return '请输入正确的手机号';
  const code = input.code.trim();
  if (!code) return '请输入短信验证码';
  return { childName, childAge: age, guardianName, guardianPhone: phone, smsCode: code };
}
