import { describe, expect, it } from 'vitest';
import {
  matchStudents,
  type PickStudent,
  pickStudents,
  picksProblem,
  sendWorkBlock,
  sentMessage,
  studentLabel,
} from './send-work.ts';

const classA: PickStudent[] = [
  { id: 's1', username: 'student1', realname: '李小明' },
  { id: 's2', username: 'student2', realname: '张小红' },
  { id: 's4', username: 'Tom', realname: null },
];
const classB: PickStudent[] = [{ id: 's3', username: 'student3', realname: '赵小刚' }];

describe('the send-to-students picker', () => {
  it('searches by name or account, in any case', () => {
    expect(matchStudents(classA, ' 小红 ').map((s) => s.id)).toEqual(['s2']);
    expect(matchStudents(classA, 'STUDENT').map((s) => s.id)).toEqual(['s1', 's2']);
    expect(matchStudents(classA, 'tom').map((s) => s.id)).toEqual(['s4']);
    expect(matchStudents(classA, '')).toBe(classA);
  });

  it('keeps picks across classes and drops only what is unticked', () => {
    let picked = pickStudents(new Map(), classA, true);
    picked = pickStudents(picked, classB, true);
    expect([...picked.keys()]).toEqual(['s1', 's2', 's4', 's3']);
    picked = pickStudents(picked, [classA[1]!], false);
    expect([...picked.values()]).toEqual(['李小明（student1）', 'Tom', '赵小刚（student3）']);
    expect(studentLabel(classA[2]!)).toBe('Tom');
  });

  it('refuses nothing picked and more than fifty, and says how many got it', () => {
    expect(picksProblem(new Map())).toBe('请选择要发送的学生');
    const many = pickStudents(
      new Map(),
      Array.from({ length: 51 }, (_, i) => ({ id: `u${i}`, username: `u${i}`, realname: null })),
      true,
    );
    expect(picksProblem(many)).toBe('一次最多发送给 50 名学生');
    expect(picksProblem(pickStudents(new Map(), classB, true))).toBeNull();
    expect(sentMessage(3)).toContain('已发送给 3 名学生');
  });

  it('offers only works the server lets me send: my own or public ones', () => {
    expect(sendWorkBlock({ userId: 'me', workStatus: 0 }, 'me')).toBeNull();
    expect(sendWorkBlock({ userId: 's1', workStatus: 3 }, 'me')).toBeNull();
    expect(sendWorkBlock({ userId: 's1', workStatus: 4 }, 'me')).toBeNull();
    expect(sendWorkBlock({ userId: 's1', workStatus: 2 }, 'me')).toContain('只能发送自己的作品');
  });
});
