import {
  certIssueResultSchema,
  certOptionSchema,
  certSchema,
  certStudentSchema,
  certTemplateSchema,
  certVerifySchema,
  emptyEnvelope,
  envelopeOf,
  myCertSchema,
  pageResultOf,
  userHonorSchema,
} from '@ck/shared';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { appSignedIn } from '../../../../test/helpers/admin-clients.ts';
import { type Client, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { addTemplate, CERT, courseWithUnits, TPL, userIdOf } from './cert-helpers.ts';

// The test app checks every declared answer against plain JSON.stringify, and parsing with the shared
// schema proves the values fit it.

let t: TestApp;
let admin: Client;
let teacher: Client;
let student: Client;

beforeAll(async () => {
  ({ t, admin, teacher, student } = await appSignedIn({
    admin: 'admin',
    teacher: 'teacher',
    student: 'student1',
  }));
});
afterAll(() => t.close());

describe('certificate answers match their shared schemas', () => {
  it('for templates, issuing, lists and pickers', async () => {
    const { courseId } = await courseWithUnits(t, '契约课程', 1);
    const full = await addTemplate(admin, { courseId, orgName: '机构' });
    const bare = await addTemplate(admin, { background: null, fields: [] });
    expectAnswer(await admin.get(`${TPL}/list?pageSize=50`), envelopeOf(pageResultOf(certTemplateSchema)));
    expectAnswer(await admin.get(`${TPL}/queryById?id=${full}`), envelopeOf(certTemplateSchema));
    expectAnswer(await admin.get(`${TPL}/queryById?id=${bare}`), envelopeOf(certTemplateSchema));
    expectAnswer(await admin.put(`${TPL}/edit`, { id: bare, name: '改过' }), emptyEnvelope);

    const s1 = await userIdOf(t, 'student1');
    const issued = await admin.post(`${CERT}/issue`, { templateId: full, userIds: [s1] });
    expectAnswer(issued, envelopeOf(certIssueResultSchema));
    await admin.post(`${CERT}/issue`, { templateId: bare, userIds: [s1] });
    const page = envelopeOf(pageResultOf(certSchema));
    expectAnswer(await admin.get(`${CERT}/list?pageSize=50`), page);
    expectAnswer(await teacher.get(`${CERT}/list?revoked=0`), page);
    const first = ((await admin.get(`${CERT}/list`)).body.result as { records: Json[] }).records[0];
    expectAnswer(await admin.put(`${CERT}/revoke`, { id: first.id }), emptyEnvelope);
    expectAnswer(await admin.get(`${CERT}/list?revoked=1`), page);

    const options = envelopeOf(z.array(certOptionSchema));
    const classes = await teacher.get(`${CERT}/classes`);
    expectAnswer(classes, options);
    expectAnswer(await teacher.get(`${CERT}/courses`), options);
    expectAnswer(await admin.get(`${CERT}/courses`), options);
    const classId = (classes.body.result as Json[])[0].id;
    expectAnswer(
      await teacher.get(`${CERT}/classStudents?classId=${classId}`),
      envelopeOf(z.array(certStudentSchema)),
    );
    expectAnswer(await admin.del(`${TPL}/delete?id=${bare}`), emptyEnvelope);
  });

  it('for the learner and the public', async () => {
    const templateId = await addTemplate(admin);
    const s1 = await userIdOf(t, 'student1');
    const issued = await admin.post(`${CERT}/issue`, { templateId, userIds: [s1] });
    const serial = (issued.body.result as { serialNos: string[] }).serialNos[0];
    expectAnswer(await student.get(`${CERT}/mine`), envelopeOf(z.array(myCertSchema)));
    expectAnswer(
      await student.get('/api/teaching/teachingUserHonor/userHonor'),
      envelopeOf(z.array(userHonorSchema)),
    );
    const verify = envelopeOf(certVerifySchema);
    expectAnswer(await student.get(`${CERT}/verify?serialNo=${serial}`), verify);
    expectAnswer(await student.get(`${CERT}/verify?serialNo=CK2026ZZZZZZZZ`), verify);
  });
});
