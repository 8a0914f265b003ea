import {
  announcementListItemSchema,
  announcementSchema,
  emptyEnvelope,
  envelopeOf,
  noticeFeedSchema,
  noticeReadStatsSchema,
  pageResultOf,
  unreadUserSchema,
  userNoticeSchema,
} from '@ck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appSignedIn } from '../../../../test/helpers/admin-clients.ts';
import { type Client, expectAnswer } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { addNotice, BASE, publish, SEND, userIdOf } from './notice-helpers.ts';

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify (verifyResponses), so a 200 here also proves the schema describes every field. Parsing
// the body with the shared schema proves the values fit it (enums, nullability).

let t: TestApp;
let admin: Client;
let student: Client;

beforeAll(async () => {
  ({ t, admin, student } = await appSignedIn({ admin: 'admin', student: 'student1' }));
});
afterAll(() => t.close());

describe('notice answers match their shared schemas', () => {
  it('for the admin routes, with every optional field filled and empty', async () => {
    const full = await addNotice(admin, {
      titile: '契约',
      msgAbstract: '摘要',
      msgContent: '<p>内容</p>',
      startTime: '2020-01-01 08:00:00',
      endTime: '2099-12-31 23:59:59',
      priority: 'H',
      msgCategory: '2',
      msgType: 'USER',
      userIds: await userIdOf(t, 'student1'),
      busType: 'exam',
      busId: 'e1',
      openType: 'url',
      openPage: 'https://example.com/a',
    });
    const bare = await addNotice(admin, { titile: '空字段' });
    await publish(admin, full);
    await publish(admin, bare);

    const page = envelopeOf(pageResultOf(announcementListItemSchema));
    expectAnswer(await admin.get(`${BASE}/list?pageNo=1&pageSize=50`), page);
    expectAnswer(await admin.get(`${BASE}/queryById?id=${full}`), envelopeOf(announcementSchema));
    expectAnswer(await admin.get(`${BASE}/queryById?id=${bare}`), envelopeOf(announcementSchema));
    expectAnswer(await admin.get(`${BASE}/readStats?id=${full}`), envelopeOf(noticeReadStatsSchema));
    expectAnswer(
      await admin.get(`${BASE}/unreadUsers?id=${bare}&pageSize=5`),
      envelopeOf(pageResultOf(unreadUserSchema)),
    );
    expectAnswer(await admin.get(`${BASE}/doReovkeData?id=${bare}`), emptyEnvelope);
    expectAnswer(await admin.put(`${BASE}/edit`, { id: bare, titile: '改过' }), emptyEnvelope);
    expectAnswer(await admin.del(`${BASE}/delete?id=${bare}`), emptyEnvelope);
    const spare = await addNotice(admin, {});
    expectAnswer(await admin.del(`${BASE}/deleteBatch?ids=${spare}`), emptyEnvelope);
  });

  it('for a user’s bell, list, detail and read state', async () => {
    const id = await addNotice(admin, { titile: '给学生', openType: 'component', openPage: '/my/notice' });
    await publish(admin, id);
    expectAnswer(await student.get(`${BASE}/listByUser`), envelopeOf(noticeFeedSchema));
    const mine = envelopeOf(pageResultOf(userNoticeSchema));
    expectAnswer(await student.get(`${SEND}/getMyAnnouncementSend?pageSize=50`), mine);
    expectAnswer(await student.get(`${BASE}/queryById?id=${id}`), envelopeOf(announcementSchema));
    expectAnswer(await student.put(`${SEND}/editByAnntIdAndUserId`, { anntId: id }), emptyEnvelope);
    expectAnswer(await student.get(`${SEND}/getMyAnnouncementSend?readFlag=1`), mine);
    expectAnswer(await student.put(`${SEND}/readAll`, {}), envelopeOf(z.object({ count: z.number() })));
  });

  it('keeps error answers as they were', async () => {
    const res = await student.get(`${BASE}/queryById?id=nope`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      code: 404,
      message: '公告不存在或已撤销',
      result: null,
    });
  });
});
