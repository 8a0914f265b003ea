import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { addTemplate, CERT, issue, userIdOf } from './cert-helpers.ts';

let s1: string;
let serial: string;

const s = signedInSuite({ admin: 'admin', student: 'student1' });

beforeAll(async () => {
  s1 = await userIdOf(s.t, 'student1');
  const templateId = await addTemplate(s.admin, { name: '优秀学员' });
  const res = await issue(s.admin, { templateId, userIds: [s1], issueDate: '2026-05-20' });
  serial = (res.body.result as { serialNos: string[] }).serialNos[0];
});

/** A visitor's call, from its own address so the per-IP limit of one test does not touch another. */
const visit = async (url: string, ip = '203.0.113.1') => {
  const res = await s.t.app.inject({ method: 'GET', url, remoteAddress: ip });
  return { status: res.statusCode, body: res.json(), text: res.body };
};

describe('public verification by serial', () => {
  it('confirms a genuine certificate and reveals nothing private', async () => {
    const res = await visit(`${CERT}/verify?serialNo=${serial.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      serialNo: serial,
      valid: true,
      revoked: false,
      certName: '优秀学员',
      courseName: '',
      issueDate: '2026-05-20',
      orgName: '码趣示范学校',
      holderName: '李*明',
      message: '证书真实有效',
    });
    expect(res.text).not.toContain(s1);
    expect(res.text).not.toContain('student1');
    expect(res.text).not.toContain('李小明');
  });

  it('answers an unknown serial with valid false and a Chinese message', async () => {
    const res = await visit(`${CERT}/verify?serialNo=CK2026AAAAAAAA`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ valid: false, holderName: null, courseName: null });
    expect(res.body.result.message).toContain('未找到');
    const empty = await visit(`${CERT}/verify?serialNo=`);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请输入证书编号');
    expect((await visit(`${CERT}/verify?serialNo=${'A'.repeat(41)}`)).status).toBe(400);
  });

  it('shows a revoked certificate as revoked', async () => {
    const templateId = await addTemplate(s.admin);
    const res = await issue(s.admin, { templateId, userIds: [s1] });
    const revokedSerial = (res.body.result as { serialNos: string[] }).serialNos[0];
    const list = (await s.admin.get(`${CERT}/list?serialNo=${revokedSerial}`)).body.result as {
      records: Json[];
    };
    await s.admin.put(`${CERT}/revoke`, { id: list.records[0].id });
    const check = await visit(`${CERT}/verify?serialNo=${revokedSerial}`, '203.0.113.2');
    expect(check.body.result).toMatchObject({ valid: false, revoked: true });
    expect(check.body.result.message).toContain('撤销');
    // The holder's own list no longer shows it.
    const mine = (await s.student.get(`${CERT}/mine`)).body.result as Json[];
    expect(mine.map((c) => c.serialNo)).not.toContain(revokedSerial);
  });

  it('is rate limited per address', async () => {
    for (let i = 0; i < 30; i++)
      expect((await visit(`${CERT}/verify?serialNo=CK2026X${i}`, '203.0.113.9')).status).toBe(200);
    const blocked = await visit(`${CERT}/verify?serialNo=${serial}`, '203.0.113.9');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toContain('频繁');
    expect((await visit(`${CERT}/verify?serialNo=${serial}`, '203.0.113.10')).status).toBe(200);
  });

  it('the learner sees their own certificates with layout and values, and as honours', async () => {
    const mine = (await s.student.get(`${CERT}/mine`)).body.result as Json[];
    const c = mine.find((m) => m.serialNo === serial)!;
    expect(c.values).toEqual({
      studentName: '李小明',
      courseName: '',
      issueDate: '2026-05-20',
      serialNo: serial,
      orgName: '码趣示范学校',
    });
    expect((c.layout as Json).background).toBe('teaching/cert/bg.png');
    const honours = (await s.student.get('/api/teaching/teachingUserHonor/userHonor')).body.result as Json[];
    expect(honours.find((h) => h.serialNo === serial)).toMatchObject({
      name: '优秀学员',
      image: 'teaching/cert/bg.png',
    });
    // Nobody else's certificates.
    const s2 = clientOf(s.t, await s.t.login('student2'));
    expect(((await s2.get(`${CERT}/mine`)).body.result as Json[]).map((m) => m.serialNo)).not.toContain(
      serial,
    );
    expect((await s.t.app.inject({ method: 'GET', url: `${CERT}/mine` })).statusCode).toBe(401);
  });
});
