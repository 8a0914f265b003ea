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
import { describe, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer, expectErrorAnswer } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { addNotice, BASE, publish, SEND, userIdOf } from './notice-helpers.ts';

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify (verifyResponses), so a 200 here also proves the schema describes every field. Parsing
// the body with the shared schema proves the values fit it (enums, nullability).

const s = signedInSuite({ admin: 'admin', student: 'student1' });

describe('notice answers match their shared schemas', () => {
  it('for the admin routes, with every optional field filled and empty', async () => {
    const full = await addNotice(s.admin, {
      titile: '契约',
      msgAbstract: '摘要',
      msgContent: '<p>内容</p>',
      startTime: '2020-01-01 08:00:00',
      endTime: '2099-12-31 23:59:59',
      priority: 'H',
      msgCategory: '2',
      msgType: 'USER',
      userIds: await userIdOf(s.t, 'student1'),
      busType: 'exam',
      busId: 'e1',
      openType: 'url',
      openPage: 'https://example.com/a',
    });
    const bare = await addNotice(s.admin, { titile: '空字段' });
    await publish(s.admin, full);
    await publish(s.admin, bare);

    const page = envelopeOf(pageResultOf(announcementListItemSchema));
    expectAnswer(await s.admin.get(`${BASE}/list?pageNo=1&pageSize=50`), page);
    expectAnswer(await s.admin.get(`${BASE}/queryById?id=${full}`), envelopeOf(announcementSchema));
    expectAnswer(await s.admin.get(`${BASE}/queryById?id=${bare}`), envelopeOf(announcementSchema));
    expectAnswer(await s.admin.get(`${BASE}/readStats?id=${full}`), envelopeOf(noticeReadStatsSchema));
    expectAnswer(
      await s.admin.get(`${BASE}/unreadUsers?id=${bare}&pageSize=5`),
      envelopeOf(pageResultOf(unreadUserSchema)),
    );
    expectAnswer(await s.admin.get(`${BASE}/doReovkeData?id=${bare}`), emptyEnvelope);
    expectAnswer(await s.admin.put(`${BASE}/edit`, { id: bare, titile: '改过' }), emptyEnvelope);
    expectAnswer(await s.admin.del(`${BASE}/delete?id=${bare}`), emptyEnvelope);
    const spare = await addNotice(s.admin, {});
    expectAnswer(await s.admin.del(`${BASE}/deleteBatch?ids=${spare}`), emptyEnvelope);
  });

  it('for a user’s bell, list, detail and read state', async () => {
    const id = await addNotice(s.admin, { titile: '给学生', openType: 'component', openPage: '/my/notice' });
    await publish(s.admin, id);
    expectAnswer(await s.student.get(`${BASE}/listByUser`), envelopeOf(noticeFeedSchema));
    const mine = envelopeOf(pageResultOf(userNoticeSchema));
    expectAnswer(await s.student.get(`${SEND}/getMyAnnouncementSend?pageSize=50`), mine);
    expectAnswer(await s.student.get(`${BASE}/queryById?id=${id}`), envelopeOf(announcementSchema));
    expectAnswer(await s.student.put(`${SEND}/editByAnntIdAndUserId`, { anntId: id }), emptyEnvelope);
    expectAnswer(await s.student.get(`${SEND}/getMyAnnouncementSend?readFlag=1`), mine);
    expectAnswer(await s.student.put(`${SEND}/readAll`, {}), envelopeOf(z.object({ count: z.number() })));
  });

  it('keeps error answers as they were', async () => {
    const res = await s.student.get(`${BASE}/queryById?id=nope`);
    expectErrorAnswer(res, 404, '公告不存在或已撤销');
  });
});
