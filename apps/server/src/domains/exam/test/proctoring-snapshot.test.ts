import { createHash } from 'node:crypto';
import { envelopeOf, examSnapshotSchema, mobilePairingInfo, SNAPSHOT_MAX_BYTES } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ApiAnswer,
  type Client,
  clientOf,
  expectAnswer,
  type Json,
} from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart } from '../../../../test/helpers/multipart.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { sysFile } from '../../ops/index.ts';
import { teachingExamEvent } from '../exams/exam-tables.ts';
import { teachingExamPairing } from '../proctoring/pairing-tables.ts';
import { addExam, EXAM, expectRefused, insertPaper, setDeadline } from './exam-fixtures.ts';

const suite = appSuite(schoolApp);

let studentToken: string;
let student2Token: string;
let student2: Client;

/** The three bytes that make a JPEG for the server, plus a little body. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);

beforeAll(async () => {
  studentToken = await suite.t.login('student1');
  student2Token = await suite.t.login('student2');
  student2 = clientOf(suite.t, student2Token);
});

interface Shot {
  userPaperId: string;
  source?: string;
  code?: string;
  data?: Buffer | string;
  name?: string;
}

async function shoot(token: string | null, shot: Shot) {
  const fields: Record<string, string> = { userPaperId: shot.userPaperId };
  if (shot.source) fields.source = shot.source;
  if (shot.code) fields.code = shot.code;
  const form = multipart(fields, {
    name: shot.name ?? 'shot.jpg',
    data: shot.data ?? JPEG,
    type: 'image/jpeg',
  });
  const res = await suite.t.app.inject({
    method: 'POST',
    url: `${EXAM}/snapshot`,
    headers: { ...form.headers, ...(token ? { 'x-access-token': token } : {}) },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string; result: Json } };
}

async function publicGet(url: string) {
  const res = await suite.t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string; result: Json } };
}

/** An exam for class A with the given camera settings, and student1's open attempt. */
async function attemptWith(settings: { cameraInterval?: number; mobileCamera?: number }) {
  const { paperId } = await insertPaper(suite.t, [{ questionType: 1, answer: 'B', score: 2 }]);
  const examId = await addExam(suite.w.teacher, {
    paperId,
    departIds: suite.w.classA,
    cameraInterval: settings.cameraInterval ?? 10,
    mobileCamera: settings.mobileCamera ?? 1,
  });
  const res = await suite.w.student.post(`${EXAM}/start`, { examId });
  expect(res.status, res.body.message).toBe(200);
  return { examId, userPaperId: (res.body.result as Json).userPaperId as string };
}

async function eventsOf(userPaperId: string) {
  return suite.t.db.select().from(teachingExamEvent).where(eq(teachingExamEvent.userPaperId, userPaperId));
}

async function pair(userPaperId: string, c: Client = suite.w.student) {
  return c.post(`${EXAM}/mobilePairing`, { userPaperId });
}

const codeOf = (pairUrl: string) => new URL(pairUrl, 'http://x').searchParams.get('code') as string;

describe('webcam snapshots', () => {
  it('the owner uploads a private snapshot; it is recorded as an event and rate-limited per source', async () => {
    const { examId, userPaperId } = await attemptWith({});
    const res = await shoot(studentToken, { userPaperId });
    expect(res.status, res.body.message).toBe(200);
    const [event] = await eventsOf(userPaperId);
    expect(event.eventType).toBe('snapshot');
    expect(event.id).toBe(res.body.result.id);
    expect(event.fileKey).toMatch(new RegExp(`^exam-snapshots/${examId}/${userPaperId}/pc-.+\\.jpg$`));
    const [file] = await suite.t.db
      .select()
      .from(sysFile)
      .where(eq(sysFile.path, event.fileKey as string));
    expect(file.isPublic).toBe(false);
    // Not through the public static route without a signature.
    expect((await publicGet(`/api/sys/common/static/${event.fileKey}`)).status).toBe(401);

    expectRefused(await shoot(studentToken, { userPaperId }), 429);
    // The phone's source has its own pace.
    expect((await shoot(studentToken, { userPaperId, source: 'mobile' })).status).toBe(200);
    expectRefused(await shoot(studentToken, { userPaperId, source: 'mobile' }), 429);
    expect((await eventsOf(userPaperId)).map((e) => e.eventType).sort()).toEqual([
      'mobile_snapshot',
      'snapshot',
    ]);
  });

  it('another student, an unknown attempt or no session are refused', async () => {
    const { userPaperId } = await attemptWith({});
    expectRefused(await shoot(student2Token, { userPaperId }), 403);
    expectRefused(await shoot(studentToken, { userPaperId: 'no-such-attempt' }), 404);
    expectRefused(await shoot(null, { userPaperId }), 401);
    expect(await eventsOf(userPaperId)).toEqual([]);
  });

  it('refuses what is not a JPEG / PNG / WebP image, empty files and files over 1 MB', async () => {
    const { userPaperId } = await attemptWith({});
    const refused = [
      { data: 'not an image at all', name: 'shot.jpg' },
      { data: Buffer.from('GIF89a........'), name: 'shot.gif' },
      { data: Buffer.alloc(0), name: 'shot.jpg' },
      { data: Buffer.concat([JPEG, Buffer.alloc(SNAPSHOT_MAX_BYTES)]), name: 'shot.jpg' },
    ];
    for (const shot of refused) expectRefused(await shoot(studentToken, { userPaperId, ...shot }));
    expect((await shoot(studentToken, { userPaperId, source: 'tablet' })).status).toBe(400);
    expect(await eventsOf(userPaperId)).toEqual([]);
    const largest = Buffer.concat([JPEG, Buffer.alloc(SNAPSHOT_MAX_BYTES - JPEG.length)]);
    expect((await shoot(studentToken, { userPaperId, data: largest })).status).toBe(200);
  });

  it('refuses once the attempt is handed in or past its deadline, and when the camera is off', async () => {
    const submitted = await attemptWith({});
    expect(
      (await suite.w.student.post(`${EXAM}/submit`, { userPaperId: submitted.userPaperId })).status,
    ).toBe(200);
    expect((await shoot(studentToken, { userPaperId: submitted.userPaperId })).body.message).toBe(
      '考试已结束，无需继续拍照',
    );

    const late = await attemptWith({});
    await setDeadline(suite.t, late.userPaperId, -5);
    expectRefused(await shoot(studentToken, { userPaperId: late.userPaperId }));

    const off = await attemptWith({ cameraInterval: 0, mobileCamera: 0 });
    expect((await shoot(studentToken, { userPaperId: off.userPaperId })).body.message).toBe(
      '本场考试未开启摄像头监考',
    );
    expect((await shoot(studentToken, { userPaperId: off.userPaperId, source: 'mobile' })).body.message).toBe(
      '本场考试未开启手机侧拍',
    );
    expectRefused(await pair(off.userPaperId));
    expect(await eventsOf(off.userPaperId)).toEqual([]);
  });
});

describe('phone pairing', () => {
  it('a pairing code shows the exam and uploads phone snapshots for its attempt only', async () => {
    const { userPaperId } = await attemptWith({ cameraInterval: 20 });
    const other = await attemptWith({});
    expectRefused(await pair(userPaperId, student2), 403);
    const res = await pair(userPaperId);
    expect(res.status, res.body.message).toBe(200);
    const { pairUrl } = res.body.result as { pairUrl: string };
    expect(pairUrl).toMatch(/^\/kaoshi-online-mobile-camera\?code=[A-Za-z0-9_-]{43}$/);
    const code = codeOf(pairUrl);
    // Only the hash is stored.
    const [row] = await suite.t.db
      .select()
      .from(teachingExamPairing)
      .where(eq(teachingExamPairing.userPaperId, userPaperId));
    expect(row.codeHash).toBe(createHash('sha256').update(code).digest('hex'));

    const info = await publicGet(`${EXAM}/mobilePairing/info?code=${code}`);
    expectAnswer(info as ApiAnswer, envelopeOf(mobilePairingInfo));
    expect(info.body.result).toMatchObject({ userPaperId, realname: '李**', interval: 20 });
    expect(JSON.stringify(info.body.result)).not.toContain('李小明');

    expect((await shoot(null, { userPaperId, source: 'mobile', code })).status).toBe(200);
    expect((await eventsOf(userPaperId)).map((e) => e.eventType)).toEqual(['mobile_snapshot']);
    // Not for another attempt, not as the webcam, not for anything else.
    expectRefused(await shoot(null, { userPaperId: other.userPaperId, source: 'mobile', code }), 403);
    expectRefused(await shoot(null, { userPaperId, source: 'pc', code }));
    expect(await eventsOf(other.userPaperId)).toEqual([]);
    const asToken = await suite.t.app.inject({
      method: 'GET',
      url: `${EXAM}/mine`,
      headers: { 'x-access-token': code },
    });
    expect(asToken.statusCode).toBe(401);
    expectRefused(await publicGet(`${EXAM}/mobilePairing/info?code=wrong${code}`), 403);

    // Handing in ends the pairing.
    expect((await suite.w.student.post(`${EXAM}/submit`, { userPaperId })).status).toBe(200);
    expectRefused(await publicGet(`${EXAM}/mobilePairing/info?code=${code}`));
  });

  it('an unused code expires; a new code replaces the old one', async () => {
    const { userPaperId } = await attemptWith({});
    const first = codeOf(((await pair(userPaperId)).body.result as { pairUrl: string }).pairUrl);
    await suite.t.db
      .update(teachingExamPairing)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teachingExamPairing.userPaperId, userPaperId));
    expectRefused(await publicGet(`${EXAM}/mobilePairing/info?code=${first}`), 403);
    expectRefused(await shoot(null, { userPaperId, source: 'mobile', code: first }), 403);

    const second = codeOf(((await pair(userPaperId)).body.result as { pairUrl: string }).pairUrl);
    expect((await publicGet(`${EXAM}/mobilePairing/info?code=${second}`)).status).toBe(200);
    const third = codeOf(((await pair(userPaperId)).body.result as { pairUrl: string }).pairUrl);
    expectRefused(await publicGet(`${EXAM}/mobilePairing/info?code=${second}`), 403);
    expect((await publicGet(`${EXAM}/mobilePairing/info?code=${third}`)).status).toBe(200);
    expect(await eventsOf(userPaperId)).toEqual([]);
  });
});

describe("teachers' snapshot list", () => {
  it('lists the snapshots with signed links that serve the image; students and other teachers cannot', async () => {
    const { userPaperId } = await attemptWith({});
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32, 3),
    ]);
    expect((await shoot(studentToken, { userPaperId })).status).toBe(200);
    expect(
      (await shoot(studentToken, { userPaperId, source: 'mobile', data: png, name: 'p.png' })).status,
    ).toBe(200);

    const res = await suite.w.teacher.get(`${EXAM}/snapshots?userPaperId=${userPaperId}`);
    expectAnswer(res, envelopeOf(z.array(examSnapshotSchema)));
    const list = res.body.result as Json[];
    expect(list.map((s) => s.source)).toEqual(['pc', 'mobile']);
    const served = await suite.t.app.inject({ method: 'GET', url: list[0].url as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
    const second = await suite.t.app.inject({ method: 'GET', url: list[1].url as string });
    expect(second.rawPayload.equals(png)).toBe(true);
    // A tampered signature serves nothing.
    const tampered = `${list[0].url as string}x`;
    expect((await suite.t.app.inject({ method: 'GET', url: tampered })).statusCode).not.toBe(200);

    expect((await suite.w.admin.get(`${EXAM}/snapshots?userPaperId=${userPaperId}`)).status).toBe(200);
    expectRefused(await suite.w.student.get(`${EXAM}/snapshots?userPaperId=${userPaperId}`), 403);
    expectRefused(await suite.w.teacherB.get(`${EXAM}/snapshots?userPaperId=${userPaperId}`), 404);
    expect([403, 404]).toContain(
      (await suite.w.outsider.get(`${EXAM}/snapshots?userPaperId=${userPaperId}`)).status,
    );
  });
});
