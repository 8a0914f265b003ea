import { type Figures, load } from './measure.ts';

/** The seeded roles whose menus differ most: the admin's is the largest answer, a student's the smallest. */
export const ROLES = [
  { code: 'admin', label: '管理员' },
  { code: 'teacher', label: '教师' },
  { code: 'student', label: '学生' },
] as const;

export type RoleCode = (typeof ROLES)[number]['code'];

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(base: string, url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await res.json()) as Envelope<T>;
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return body.result;
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const result = await call<{ token: string }>(base, '/api/sys/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return result.token;
}

/**
 * A token for each seeded role. The production seed has only the admin, so a teacher and a student
 * are created through the user API, as an admin would in the back office.
 */
export async function roleTokens(base: string, password: string): Promise<Record<RoleCode, string>> {
  const admin = await login(base, 'admin', password);
  const headers = { 'x-access-token': admin };
  const roles = await call<{ id: string; roleCode: string }[]>(base, '/api/sys/role/queryall', { headers });
  const tokens: Record<RoleCode, string> = { admin, teacher: '', student: '' };
  for (const code of ['teacher', 'student'] as const) {
    const role = roles.find((r) => r.roleCode === code);
    if (!role) throw new Error(`no ${code} role seeded`);
    const username = `bench_${code}`;
    await call(base, '/api/sys/user/add', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        username,
        password,
        realname: `压测${code === 'teacher' ? '教师' : '学生'}`,
        selectedroles: role.id,
        userIdentity: code === 'teacher' ? 2 : 1,
      }),
    });
    tokens[code] = await login(base, username, password);
  }
  return tokens;
}

/** getUserPermissionByToken driven with each role's token, in the order of ROLES. */
export async function permissionFigures(base: string, tokens: Record<RoleCode, string>): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const role of ROLES) {
    const url = `${base}/api/sys/permission/getUserPermissionByToken`;
    const figure = await load(`getUserPermissionByToken（${role.label}）`, url, {
      headers: { 'x-access-token': tokens[role.code] },
    });
    figures.push(figure);
  }
  return figures;
}
