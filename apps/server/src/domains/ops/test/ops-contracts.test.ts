import {
  categoryAddedSchema,
  categoryNodeSchema,
  categoryOptionSchema,
  categoryRecordSchema,
  configMapSchema,
  dashboardAnalysisSchema,
  emptyEnvelope,
  envelopeOf,
  fileUrlSchema,
  loginCountersSchema,
  onlineSessionSchema,
  pageResultOf,
  requestHourSchema,
  serverFactsSchema,
  sysFileSchema,
  sysLogSchema,
  uploadedPathSchema,
  visitDaySchema,
} from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiAnswer, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';

// The test app serialises declared answers with fast-json-stringify and checks each against plain
// JSON.stringify, so a 200 here also proves the schema names every field the handler returned. Parsing
// the body with the shared schema proves the values fit it (enums, nullability) and, since parsing drops
// undeclared keys, that nothing is answered beyond the schema.

const s = signedInSuite({ admin: 'admin', student: 'student1' });

const ok200 = async (res: Promise<ApiAnswer>) => {
  const answer = await res;
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.result as Json;
};

describe('category answers match their shared schemas', () => {
  const C = '/api/sys/category';
  const nodes = envelopeOf(z.array(categoryNodeSchema));

  it('for reads and writes, with optional fields filled and empty', async () => {
    const added = envelopeOf(categoryAddedSchema);
    const rootRes = await s.admin.post(`${C}/add`, { name: '契约根' });
    expectAnswer(rootRes, added);
    const root = rootRes.body.result as { id: string; code: string };
    const childRes = await s.admin.post(`${C}/add`, { pid: root.id, name: '契约子', sortNo: 3 });
    expectAnswer(childRes, added);
    const child = childRes.body.result as { id: string };

    const record = envelopeOf(categoryRecordSchema);
    expectAnswer(await s.admin.get(`${C}/queryById?id=${root.id}`), record);
    expectAnswer(await s.admin.put(`${C}/edit`, { id: root.id, name: '契约根改' }), emptyEnvelope);
    expectAnswer(await s.admin.post(`${C}/edit`, { id: root.id, sortNo: 1 }), emptyEnvelope);
    expectAnswer(await s.student.get(`${C}/queryById?id=${root.id}`), record);

    const options = envelopeOf(z.array(categoryOptionSchema));
    expectAnswer(await s.student.get(`${C}/loadAllData`), options);
    expectAnswer(await s.student.get(`${C}/loadAllData?code=${root.code}`), options);
    const tree = await s.student.get(`${C}/loadTreeData`);
    expectAnswer(tree, nodes);
    // The nested answer holds the child under its root, so the recursive schema is exercised.
    const roots = tree.body.result as { id: string; children?: { id: string }[] }[];
    expect(roots.find((n) => n.id === root.id)?.children?.map((n) => n.id)).toEqual([child.id]);
    expectAnswer(await s.student.get(`${C}/loadTreeData?code=${root.code}`), nodes);
    expectAnswer(await s.student.get(`${C}/loadTreeRoot`), nodes);
    expectAnswer(await s.student.get(`${C}/loadTreeRoot?async=false`), nodes);
    expectAnswer(await s.student.get(`${C}/loadTreeRoot?pcode=${root.code}`), nodes);
    expectAnswer(await s.student.get(`${C}/loadTreeRoot?pcode=${root.code}&async=false`), nodes);
    expectAnswer(await s.student.get(`${C}/loadTreeChildren?pid=${root.id}`), nodes);

    expectAnswer(await s.admin.del(`${C}/delete?id=${child.id}`), emptyEnvelope);
  });
});

describe('check answers match their shared schemas', () => {
  it('for duplicate checks and check rules, passing, failing and empty', async () => {
    const dup = '/api/sys/duplicate/check?tableName=sys_user&fieldName=username';
    expectAnswer(await s.student.get(`${dup}&fieldVal=admin`), emptyEnvelope);
    expectAnswer(await s.student.get(`${dup}&fieldVal=nobody-here&dataId=abc`), emptyEnvelope);
    expectAnswer(await s.student.get(dup), emptyEnvelope);

    await ok200(
      s.admin.post('/api/sys/checkRule/add', {
        ruleName: '契约规则',
        ruleCode: 'contractRule',
        ruleJson: JSON.stringify([{ digits: '*', pattern: '\\d+', message: '只能是数字' }]),
      }),
    );
    const check = '/api/sys/checkRule/checkByCode?ruleCode=contractRule';
    expectAnswer(await s.student.get(`${check}&value=123`), emptyEnvelope);
    expectAnswer(await s.student.get(`${check}&value=abc`), emptyEnvelope);
    expectAnswer(await s.student.get(check), emptyEnvelope);
  });
});

describe('config and dictionary answers match their shared schemas', () => {
  it('for the config list and edits', async () => {
    const map = envelopeOf(configMapSchema);
    expectAnswer(await s.admin.get('/api/sys/config/list'), map);
    expectAnswer(await s.admin.put('/api/sys/config/edit', { brandName: '契约', brandDesc: '' }), map);
    expectAnswer(await s.admin.post('/api/sys/config/edit', { allowReg: true, _phone: '' }), map);
  });

  it('for deleting an item by its text and the cache refresh', async () => {
    const dict = await ok200(
      s.admin.post('/api/sys/dict/add', { dictName: '契约字典', dictCode: 'contract_dict' }),
    );
    await ok200(
      s.admin.post('/api/sys/dictItem/add', { dictId: dict.id, itemText: '甲', itemValue: 'a', status: '1' }),
    );
    expectAnswer(
      await s.admin.del('/api/sys/dict/deleteItemByText?dictCode=contract_dict&text=甲'),
      emptyEnvelope,
    );
    expectAnswer(await s.student.get('/api/sys/dict/refleshCache'), emptyEnvelope);
  });
});

describe('file answers match their shared schemas', () => {
  async function upload(fields: Record<string, string>) {
    const body = multipart(fields, { name: '契约.png', data: PNG });
    const token = await s.t.login('student1');
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/common/upload',
      payload: body.payload,
      headers: { ...body.headers, 'x-access-token': token },
    });
    return { status: res.statusCode, body: res.json() } as ApiAnswer;
  }

  it('for upload, list, links and delete, public and private', async () => {
    const path = envelopeOf(uploadedPathSchema);
    const open = await upload({});
    expectAnswer(open, path);
    const secret = await upload({ biz: 'contract', isPublic: '0' });
    expectAnswer(secret, path);

    const page = envelopeOf(pageResultOf(sysFileSchema));
    expectAnswer(await s.admin.get('/api/sys/file/list'), page);
    const filtered = await s.admin.get(
      '/api/sys/file/list?name=契约&type=png&biz=contract&isPublic=0&pageSize=5',
    );
    expectAnswer(filtered, page);
    const [row] = (filtered.body.result as { records: Json[] }).records;
    expect(row).toBeDefined();

    const url = envelopeOf(fileUrlSchema);
    expectAnswer(await s.student.get(`/api/sys/file/signedUrl?id=${row.id}`), url);
    expectAnswer(
      await s.student.get(`/api/sys/file/signedUrl?path=${encodeURIComponent(open.body.result as string)}`),
      url,
    );
    expectAnswer(await s.admin.del(`/api/sys/file/delete?id=${row.id}`), emptyEnvelope);
  });
});

describe('log and dashboard answers match their shared schemas', () => {
  beforeAll(async () => {
    // A failed sign-in of an unknown account: a log row without tenant, user or cost.
    await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'nobody', password: 'x' },
    });
  });

  it('for the log list, with filters and without', async () => {
    const page = envelopeOf(pageResultOf(sysLogSchema));
    expectAnswer(await s.admin.get('/api/sys/log/list?pageSize=200'), page);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const filters = `logType=1&username=admin&keyWord=登录&ip=1&createTime_begin=${today}&createTime_end=${today}`;
    expectAnswer(await s.admin.get(`/api/sys/log/list?${filters}&order=asc&column=createTime`), page);
    expectAnswer(await s.admin.get('/api/sys/log/list?logType=2&pageSize=5'), page);
  });

  it('for the dashboard counters and series', async () => {
    expectAnswer(await s.admin.get('/api/sys/loginfo'), envelopeOf(loginCountersSchema));
    const days = envelopeOf(z.array(visitDaySchema));
    expectAnswer(await s.admin.get('/api/sys/visitInfo'), days);
    expectAnswer(await s.admin.get('/api/sys/visitInfo?days=3'), days);
    const analysis = envelopeOf(dashboardAnalysisSchema);
    expectAnswer(await s.admin.get('/api/sys/dashboard/analysis'), analysis);
    expectAnswer(await s.admin.get('/api/sys/dashboard/analysis?days=90'), analysis);
  });
});

describe('monitor answers match their shared schemas', () => {
  it('for server facts, request rates, sessions and force sign-out', async () => {
    expectAnswer(await s.admin.get('/api/sys/monitor/server'), envelopeOf(serverFactsSchema));
    expectAnswer(await s.admin.get('/api/sys/monitor/requests'), envelopeOf(requestHourSchema));

    const page = envelopeOf(pageResultOf(onlineSessionSchema));
    expectAnswer(await s.admin.get('/api/sys/monitor/sessions'), page);
    const spare = async () => {
      await s.t.login('student1');
      const mine = await ok200(s.admin.get('/api/sys/monitor/sessions?username=student1&pageSize=200'));
      return ((mine.records as Json[])[0] as { id: string }).id;
    };
    expectAnswer(await s.admin.get('/api/sys/monitor/sessions?username=student1'), page);
    expectAnswer(await s.admin.post(`/api/sys/monitor/forceLogout?id=${await spare()}`, {}), emptyEnvelope);
    expectAnswer(await s.admin.del(`/api/sys/monitor/forceLogout?id=${await spare()}`), emptyEnvelope);
  });
});

describe('error answers stay as they were', () => {
  it('answers a missing category with 404 and no result', async () => {
    const res = await s.student.get('/api/sys/category/queryById?id=nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, message: '分类不存在', result: null });
  });
});
