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
import { describe, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { addTemplate, CERT, courseWithUnits, TPL, userIdOf } from './cert-helpers.ts';

// The test app checks every declared answer against plain JSON.stringify, and parsing with the shared
// schema proves the values fit it.

const s = signedInSuite({
  admin: 'admin',
  teacher: 'teacher',
  student: 'student1',
});

describe('certificate answers match their shared schemas', () => {
  it('for templates, issuing, lists and pickers', async () => {
    const { courseId } = await courseWithUnits(s.t, '契约课程', 1);
    const full = await addTemplate(s.admin, { courseId, orgName: '机构' });
    const bare = await addTemplate(s.admin, { background: null, fields: [] });
    expectAnswer(await s.admin.get(`${TPL}/list?pageSize=50`), envelopeOf(pageResultOf(certTemplateSchema)));
    expectAnswer(await s.admin.get(`${TPL}/queryById?id=${full}`), envelopeOf(certTemplateSchema));
    expectAnswer(await s.admin.get(`${TPL}/queryById?id=${bare}`), envelopeOf(certTemplateSchema));
    expectAnswer(await s.admin.put(`${TPL}/edit`, { id: bare, name: '改过' }), emptyEnvelope);

    const s1 = await userIdOf(s.t, 'student1');
    const issued = await s.admin.post(`${CERT}/issue`, { templateId: full, userIds: [s1] });
    expectAnswer(issued, envelopeOf(certIssueResultSchema));
    await s.admin.post(`${CERT}/issue`, { templateId: bare, userIds: [s1] });
    const page = envelopeOf(pageResultOf(certSchema));
    expectAnswer(await s.admin.get(`${CERT}/list?pageSize=50`), page);
    expectAnswer(await s.teacher.get(`${CERT}/list?revoked=0`), page);
    const first = ((await s.admin.get(`${CERT}/list`)).body.result as { records: Json[] }).records[0];
    expectAnswer(await s.admin.put(`${CERT}/revoke`, { id: first.id }), emptyEnvelope);
    expectAnswer(await s.admin.get(`${CERT}/list?revoked=1`), page);

    const options = envelopeOf(z.array(certOptionSchema));
    const classes = await s.teacher.get(`${CERT}/classes`);
    expectAnswer(classes, options);
    expectAnswer(await s.teacher.get(`${CERT}/courses`), options);
    expectAnswer(await s.admin.get(`${CERT}/courses`), options);
    const classId = (classes.body.result as Json[])[0].id;
    expectAnswer(
      await s.teacher.get(`${CERT}/classStudents?classId=${classId}`),
      envelopeOf(z.array(certStudentSchema)),
    );
    expectAnswer(await s.admin.del(`${TPL}/delete?id=${bare}`), emptyEnvelope);
  });

  it('for the learner and the public', async () => {
    const templateId = await addTemplate(s.admin);
    const s1 = await userIdOf(s.t, 'student1');
    const issued = await s.admin.post(`${CERT}/issue`, { templateId, userIds: [s1] });
    const serial = (issued.body.result as { serialNos: string[] }).serialNos[0];
    expectAnswer(await s.student.get(`${CERT}/mine`), envelopeOf(z.array(myCertSchema)));
    expectAnswer(
      await s.student.get('/api/teaching/teachingUserHonor/userHonor'),
      envelopeOf(z.array(userHonorSchema)),
    );
    const verify = envelopeOf(certVerifySchema);
    expectAnswer(await s.student.get(`${CERT}/verify?serialNo=${serial}`), verify);
    expectAnswer(await s.student.get(`${CERT}/verify?serialNo=CK2026ZZZZZZZZ`), verify);
  });
});
