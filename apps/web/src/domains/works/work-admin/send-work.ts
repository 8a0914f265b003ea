import { isPublicWorkStatus, SEND_WORK_MAX_USERS, type WorkRow } from '@ck/shared';

/** A student as the class list gives them. */
export interface PickStudent {
  id: string;
  username: string;
  realname: string | null;
}

/** Students picked so far, across classes: id -> the name shown on the chip. */
export type Picked = ReadonlyMap<string, string>;

export const studentLabel = (s: PickStudent) => (s.realname ? `${s.realname}（${s.username}）` : s.username);

/** The students of the class whose name or account contains the keyword (any case, spaces ignored). */
export function matchStudents(students: PickStudent[], keyword: string): PickStudent[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return students;
  return students.filter(
    (s) => s.username.toLowerCase().includes(k) || (s.realname ?? '').toLowerCase().includes(k),
  );
}

/** Picks (or drops) students, keeping the picks of other classes. */
export function pickStudents(picked: Picked, students: PickStudent[], checked: boolean): Map<string, string> {
  const next = new Map(picked);
  for (const s of students) {
    if (checked) next.set(s.id, studentLabel(s));
    else next.delete(s.id);
  }
  return next;
}

/** Why the work cannot be sent by me, or null: the server sends only my own or public works. */
export function sendWorkBlock(work: Pick<WorkRow, 'userId' | 'workStatus'>, myUserId: string | undefined) {
  if (work.userId === myUserId || isPublicWorkStatus(work.workStatus)) return null;
  return '只能发送自己的作品或已上首页、精选的作品';
}

/** Why the picks cannot be sent yet, or null. */
export function picksProblem(picked: Picked): string | null {
  if (picked.size === 0) return '请选择要发送的学生';
  if (picked.size > SEND_WORK_MAX_USERS) return `一次最多发送给 ${SEND_WORK_MAX_USERS} 名学生`;
  return null;
}

export const sentMessage = (sent: number) => `已发送给 ${sent} 名学生，他们会在“我的消息”中收到作品链接`;
