import fs from 'node:fs';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { sysFile } from '../../ops/index.ts';
import { judgeEngine } from '../judge-runtime.ts';
import { dataDir } from '../problem-data.ts';
import { judgeProblem } from '../tables.ts';
import { uploadData, zipOf } from './judge-helpers.ts';

const engine = await judgeEngine();
if (!engine.available) console.warn(`跳过评测部分：${engine.reportText()}`);

type Problem = typeof judgeProblem.$inferSelect;
interface ImportAnswer {
  count: number;
  problems: { id: string; item: number; title: string; caseCount: number; warnings: string[] }[];
  skipped: { item: number; title: string; errors: string[] }[];
}

let adminToken: string;
let admin: Client;
let studentToken: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const AB_SOLUTION =
  '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}\n';
// HUSTOJ order: input, answer, user output. The answer starts with ANSWER, so a swapped order fails.
const SPJ = `#include <stdio.h>
#include <string.h>
int main(int argc, char *argv[]) {
  FILE *in = fopen(argv[1], "r"), *ans = fopen(argv[2], "r"), *out = fopen(argv[3], "r");
  long n, a, b; char tag[16];
  if (!in || !ans || !out) return 2;
  if (fscanf(in, "%ld", &n) != 1) return 2;
  if (fscanf(ans, "%15s", tag) != 1 || strcmp(tag, "ANSWER") != 0) return 2;
  if (fscanf(out, "%ld %ld", &a, &b) != 2) return 1;
  return (a > 0 && b > 0 && a + b == n) ? 0 : 1;
}
`;
const SPLIT_SOLUTION = '#include <iostream>\nint main(){long n;std::cin>>n;std::cout<<2<<" "<<n-2<<"\\n";}\n';

const FPS = `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
<generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
<item>
<title><![CDATA[A+B 问题]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit>
<memory_limit unit="mb"><![CDATA[128]]></memory_limit>
<img><src><![CDATA[/upload/image/20240101/ab.png]]></src><base64><![CDATA[${PNG.toString('base64')}]]></base64></img>
<description><![CDATA[<p>输入两个整数 $a$ 和 $b$，输出 <b>它们的和</b>。</p><p><img src="/upload/image/20240101/ab.png" alt="示意图" /></p><ul><li>第一点</li><li>a_b * c</li></ul>]]></description>
<input><![CDATA[<p>一行两个整数 a, b（|a|,|b| &le; 10<sup>9</sup>）。</p>]]></input>
<output><![CDATA[<p>一个整数。</p>]]></output>
<sample_input><![CDATA[1 2
]]></sample_input>
<sample_output><![CDATA[3
]]></sample_output>
<sample_input><![CDATA[10 20
]]></sample_input>
<sample_output><![CDATA[30
]]></sample_output>
<test_input><![CDATA[1 2
]]></test_input>
<test_output><![CDATA[3
]]></test_output>
<test_input><![CDATA[-5 7
]]></test_input>
<test_output><![CDATA[2
]]></test_output>
<hint><![CDATA[<pre>注意 int 范围</pre>]]></hint>
<source><![CDATA[入门 模拟]]></source>
<solution language="C"><![CDATA[${AB_SOLUTION}]]></solution>
</item>
<item>
<title><![CDATA[拆分整数]]></title>
<time_limit unit="ms"><![CDATA[2000]]></time_limit>
<memory_limit unit="kb"><![CDATA[65536]]></memory_limit>
<description><![CDATA[<p>输出两个正整数，它们的和为 n。</p>]]></description>
<input><![CDATA[n]]></input>
<output><![CDATA[a b]]></output>
<sample_input><![CDATA[6]]></sample_input>
<sample_output><![CDATA[ANSWER 1 5]]></sample_output>
<test_input><![CDATA[6
]]></test_input>
<test_output><![CDATA[ANSWER 1 5
]]></test_output>
<test_input><![CDATA[100
]]></test_input>
<test_output><![CDATA[ANSWER 1 99
]]></test_output>
<hint></hint>
<source></source>
<solution language="C++"><![CDATA[${SPLIT_SOLUTION}]]></solution>
<spj language="C"><![CDATA[${SPJ}]]></spj>
</item>
</fps>
`;

function multipart(name: string, content: Buffer, type: string) {
  const boundary = '----ckimport';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function importFile(content: Buffer | string, name: string, query = '', token = adminToken) {
  const buf = Buffer.isBuffer(content) ? content : Buffer.from(content);
  const form = multipart(name, buf, name.endsWith('.zip') ? 'application/zip' : 'text/xml');
  const res = await suite.t.app.inject({
    method: 'POST',
    url: `/api/judge/problem/import${query}`,
    headers: { 'x-access-token': token, 'content-type': form.type },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json() as { message: string; result: ImportAnswer } };
}

async function exportFps(query: string, token = adminToken) {
  return suite.t.app.inject({
    method: 'GET',
    url: `/api/judge/problem/exportFps?${query}`,
    headers: { 'x-access-token': token },
  });
}

const problemById = async (id: string) =>
  (await suite.t.db.select().from(judgeProblem).where(eq(judgeProblem.id, id)))[0] as Problem;
const dataRoot = () => path.join(suite.t.ctx.config.dataDir, 'judge-data');
const dataOf = (p: Problem) =>
  p.cases.map((c) => ({
    input: fs.readFileSync(path.join(dataDir(dataRoot(), p.id, p.dataVersion), c.input), 'utf8'),
    output: fs.readFileSync(path.join(dataDir(dataRoot(), p.id, p.dataVersion), c.output), 'utf8'),
  }));
const counts = async () => ({
  problems: Number((await suite.t.db.select({ n: count() }).from(judgeProblem))[0].n),
  files: Number((await suite.t.db.select({ n: count() }).from(sysFile))[0].n),
  dirs: fs.existsSync(dataRoot()) ? fs.readdirSync(dataRoot()).length : 0,
  images: fs.existsSync(path.join(suite.t.ctx.config.dataDir, 'files/judge/problem'))
    ? fs.readdirSync(path.join(suite.t.ctx.config.dataDir, 'files/judge/problem'), { recursive: true }).length
    : 0,
});
const imageKey = /\/api\/sys\/common\/static\/judge\/problem\/[^)\s]+/g;

const suite = testAppSuite();

beforeAll(async () => {
  adminToken = await suite.t.login('admin');
  admin = clientOf(suite.t, adminToken);
  studentToken = await suite.t.login('student1');
});

describe('FPS import', () => {
  let ids: string[] = [];

  it('imports every item with statement, samples, limits, data, checker and solution', async () => {
    const res = await importFile(FPS, 'hustoj.xml');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('已导入 2 道题目');
    expect(res.body.result.count).toBe(2);
    expect(res.body.result.problems.map((p) => [p.title, p.caseCount])).toEqual([
      ['A+B 问题', 2],
      ['拆分整数', 2],
    ]);
    ids = res.body.result.problems.map((p) => p.id);

    const ab = await problemById(ids[0]);
    expect(ab).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 128,
      tags: ['入门', '模拟'],
      source: '入门 模拟',
      checkerType: 'default',
      referenceLanguage: 'c',
      referenceCode: AB_SOLUTION,
      visible: 0,
      dataVersion: 1,
    });
    expect(ab.samples).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '10 20\n', output: '30\n' },
    ]);
    expect(dataOf(ab)).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '-5 7\n', output: '2\n' },
    ]);
    // HTML became Markdown: maths kept, emphasis and lists converted, sections as headings.
    expect(ab.content).toContain('输入两个整数 $a$ 和 $b$，输出 **它们的和**。');
    expect(ab.content).toContain('- 第一点\n- a\\_b \\* c');
    expect(ab.content).toContain(
      '## 输入格式\n\n一行两个整数 a, b（|a|,|b| ≤ 10$^{9}$）。'.replace(/\|/g, '\\|'),
    );
    expect(ab.content).toContain('## 提示\n\n```\n注意 int 范围\n```');
    expect(ab.content).not.toContain('<p>');

    // The image is stored as a public file and the statement links it.
    const links = ab.content.match(imageKey) ?? [];
    expect(links).toHaveLength(1);
    expect(ab.content).toContain(`![示意图](${links[0]})`);
    const img = await suite.t.app.inject({ method: 'GET', url: links[0] });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);

    const split = await problemById(ids[1]);
    expect(split).toMatchObject({ timeLimit: 2000, memoryLimit: 64, checkerType: 'special', tags: [] });
    expect(split.referenceLanguage).toBe('cpp17');
    expect(split.checkerSource).toContain('#define main fps_spj_main');
    expect(split.checkerSource).toContain(SPJ.trim());
    expect(split.samples).toEqual([{ input: '6', output: 'ANSWER 1 5' }]);
  });

  it.skipIf(!engine.available)(
    'the included solutions are accepted by the judge, the spj rejects a wrong one',
    async () => {
      for (const id of ids) {
        const res = await admin.post('/api/judge/problem/validate', { id });
        expect(res.body.message, id).toBe('测试数据校验通过');
      }
      await admin.put('/api/judge/problem/edit', {
        id: ids[1],
        referenceLanguage: 'python3',
        referenceCode: 'n = int(input())\nprint(n, 0)\n',
      });
      const wrong = await admin.post('/api/judge/problem/validate', { id: ids[1] });
      expect(wrong.body.message).toBe('校验未通过：WA');
      await admin.put('/api/judge/problem/edit', {
        id: ids[1],
        referenceLanguage: 'cpp17',
        referenceCode: SPLIT_SOLUTION,
      });
    },
  );

  it('exports and imports again to the same problems and data', async () => {
    // A problem made here, with data that needs CDATA splitting.
    const made = await admin.post('/api/judge/problem/add', {
      title: '回声 <&>',
      content: '原样输出。\n\n## 输入格式\n\n一行 `]]>` 字符串',
      samples: [{ input: 'a]]>b', output: 'a]]>b' }],
      timeLimit: 1500,
      memoryLimit: 512,
      tags: ['字符串'],
      checkerType: 'exact',
    });
    const madeId = (made.body.result as { id: string }).id;
    await uploadData(suite.t, adminToken, madeId, await zipOf({ '1.in': 'x]]>y\n', '1.out': 'x]]>y\n' }));

    const chosen = [...ids, madeId];
    const res = await exportFps(`ids=${chosen.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toContain('attachment');
    const xml = res.body;
    expect(xml).toContain('<spj language="C++">');
    expect(xml).toContain('<solution language="C">');

    const again = await importFile(xml, 'export.xml');
    expect(again.status, again.body.message).toBe(200);
    expect(again.body.result.count).toBe(3);
    for (const [i, id] of chosen.entries()) {
      const before = await problemById(id);
      const after = await problemById(again.body.result.problems[i].id);
      for (const key of [
        'title',
        'samples',
        'timeLimit',
        'memoryLimit',
        'tags',
        'referenceLanguage',
        'referenceCode',
      ] as const)
        expect(after[key], `${before.title} ${key}`).toEqual(before[key]);
      expect(after.checkerSource).toBe(before.checkerType === 'special' ? before.checkerSource : null);
      expect(dataOf(after)).toEqual(dataOf(before));
      // Same statement; stored images get new addresses.
      expect(after.content.replace(imageKey, 'IMG')).toBe(before.content.replace(imageKey, 'IMG'));
    }
    const copy = await problemById(again.body.result.problems[0].id);
    const link = (copy.content.match(imageKey) ?? [])[0];
    const img = await suite.t.app.inject({ method: 'GET', url: link });
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('exports every problem matching the list filter', async () => {
    const res = await exportFps(`keyword=${encodeURIComponent('拆分整数')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<item>/g)).toHaveLength(2);
    const none = await exportFps('keyword=nothing-like-this');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('没有可导出的题目');
  });
});

describe('FPS solution languages', () => {
  const item = (title: string, solutions: [string, string][]) =>
    `<item><title><![CDATA[${title}]]></title><time_limit unit="s"><![CDATA[1]]></time_limit><memory_limit unit="mb"><![CDATA[32]]></memory_limit>
<test_input><![CDATA[1 2\n]]></test_input><test_output><![CDATA[3\n]]></test_output>
${solutions.map(([lang, code]) => `<solution language="${lang}"><![CDATA[${code}]]></solution>`).join('\n')}</item>`;
  const PASCAL = 'var a, b: longint;\nbegin\n  readln(a, b);\n  writeln(a + b);\nend.\n';
  const GO =
    'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n';
  const PY2 = '#!/usr/bin/env python2\na, b = map(int, raw_input().split())\nprint a + b\n';
  const JAVA =
    'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); System.out.println(s.nextInt() + s.nextInt()); } }\n';
  const JS =
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n";

  it('maps Pascal, FreePascal and Go, refuses Python 2 with a note, keeps Java and JavaScript', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE fps PUBLIC "-//freeproblemset//An opensource XML standard for Algorithm Contest Problem Set//EN" "http://hustoj.com/fps.current.dtd">
<fps version="1.2">
${item('帕斯卡', [
  ['C#', 'class A {}'],
  ['Pascal', PASCAL],
])}
${item('自由帕斯卡', [['FreePascal', PASCAL]])}
${item('围棋', [['Go', GO]])}
${item('旧蟒蛇', [['Python', PY2]])}
${item('小内存 Java', [['Java', JAVA]])}
${item('小内存 JS', [['JavaScript', JS]])}
</fps>`;
    const res = await importFile(xml, 'langs.xml');
    expect(res.status, res.body.message).toBe(200);
    const rows = await Promise.all(res.body.result.problems.map((p) => problemById(p.id)));
    expect(rows.map((r) => r.referenceLanguage)).toEqual([
      'pascal',
      'pascal',
      'go',
      null,
      'java',
      'javascript',
    ]);
    expect(res.body.result.problems[0].warnings).toEqual(['另有标准程序未导入（C#：语言不受支持）']);
    expect(res.body.result.problems[3].warnings).toEqual([
      '标准程序无法使用，已忽略（Python：Python 2 程序（首行 #!…python2），本系统只支持 Python 3）',
    ]);
    if (!engine.available) return;
    const offered = new Set(engine.languages().map((l) => l.id));
    for (const r of rows) {
      if (!r.referenceLanguage || !offered.has(r.referenceLanguage)) continue;
      const v = await admin.post('/api/judge/problem/validate', { id: r.id });
      expect(v.body.message, `${r.title} ${r.referenceLanguage}`).toBe('测试数据校验通过');
    }
  });
});

describe('Hydro import', () => {
  const config = `type: default
time: 1.5s
memory: 128m
subtasks:
  - score: 30
    type: min
    cases:
      - input: 1.in
        output: 1.out
  - score: 70
    type: sum
    cases:
      - input: 2.in
        output: 2.out
      - input: 3.in
        output: 3.out
`;
  const statement = `## 题目描述

计算 $a+b$。

![图](file://ab.png)

## 样例

\`\`\`input1
1 2
\`\`\`

\`\`\`output1
3
\`\`\`

## 提示

无。
`;

  it('imports folders with subtasks, tags, statement samples and images', async () => {
    const zip = await zipOf({
      'P1000/problem.yaml':
        'pid: P1000\nowner: 2\ntitle: 子任务 A+B\ntag:\n  - 入门\n  - 数学\nnSubmit: 10\n',
      'P1000/problem_zh.md': statement,
      'P1000/testdata/config.yaml': config,
      'P1000/testdata/1.in': '1 2\n',
      'P1000/testdata/1.out': '3\n',
      'P1000/testdata/2.in': '2 2\n',
      'P1000/testdata/2.out': '4\n',
      'P1000/testdata/3.in': '5 5\n',
      'P1000/testdata/3.out': '10\n',
      'P1001/problem.yaml': 'title: 自动配对\ntag: []\n',
      'P1001/problem.md': '读入并输出。',
      'P1001/testdata/a1.in': '1\n',
      'P1001/testdata/a1.out': '1\n',
      'P1001/testdata/a2.in': '2\n',
      'P1001/testdata/a2.ans': '2\n',
    });
    // additional_file holds binary bytes: added apart from the text helper.
    const withImage = await zipWithBinary(zip, 'P1000/additional_file/ab.png', PNG);
    const res = await importFile(withImage, 'hydro.zip');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.problems.map((p) => [p.title, p.caseCount])).toEqual([
      ['子任务 A+B', 3],
      ['自动配对', 2],
    ]);
    const [a, b] = await Promise.all(res.body.result.problems.map((p) => problemById(p.id)));
    expect(a).toMatchObject({
      timeLimit: 1500,
      memoryLimit: 128,
      tags: ['入门', '数学'],
      checkerType: 'default',
    });
    expect(a.subtasks).toEqual([
      { score: 30, mode: 'min', cases: [0] },
      { score: 70, mode: 'sum', cases: [1, 2] },
    ]);
    expect(a.cases.map((c) => c.input)).toEqual(['1.in', '2.in', '3.in']);
    expect(dataOf(a)[2]).toEqual({ input: '5 5\n', output: '10\n' });
    expect(a.samples).toEqual([{ input: '1 2\n', output: '3\n' }]);
    expect(a.content).not.toContain('input1');
    expect(a.content).not.toContain('## 样例');
    expect(a.content).toContain('## 提示');
    const link = (a.content.match(imageKey) ?? [])[0];
    expect((await suite.t.app.inject({ method: 'GET', url: link })).rawPayload.equals(PNG)).toBe(true);
    expect(b.cases.map((c) => [c.input, c.output])).toEqual([
      ['a1.in', 'a1.out'],
      ['a2.in', 'a2.ans'],
    ]);
    expect(b).toMatchObject({ timeLimit: 1000, memoryLimit: 256, content: '读入并输出。', subtasks: null });
  });

  it('imports a single problem at the root of the zip', async () => {
    const zip = await zipOf({
      'problem.yaml': 'title: 根目录题\n',
      'problem.md': '题面',
      'testdata/config.yaml':
        'time: 500ms\nmemory: 64\ncases:\n  - input: x.in\n    output: x.out\n    score: 100\n',
      'testdata/x.in': '1\n',
      'testdata/x.out': '1\n',
    });
    const res = await importFile(zip, 'one.zip', '?format=hydro');
    expect(res.status, res.body.message).toBe(200);
    const p = await problemById(res.body.result.problems[0].id);
    expect(p).toMatchObject({ title: '根目录题', timeLimit: 500, memoryLimit: 64 });
    expect(p.cases).toEqual([{ name: '1', input: 'x.in', output: 'x.out', score: 100 }]);
  });
});

/** Appends a binary entry to a zip by rebuilding it with yazl. */
async function zipWithBinary(zip: Buffer, name: string, data: Buffer): Promise<Buffer> {
  const { default: yauzl } = await import('yauzl');
  const { default: yazl } = await import('yazl');
  const out = new yazl.ZipFile();
  await new Promise<void>((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, z) => {
      if (err || !z) return reject(err);
      z.on('entry', (e: import('yauzl').Entry) =>
        z.openReadStream(e, (e2, s) => {
          if (e2 || !s) return reject(e2);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            out.addBuffer(Buffer.concat(chunks), e.fileName);
            z.readEntry();
          });
        }),
      );
      z.on('end', () => resolve());
      z.readEntry();
    });
  });
  out.addBuffer(data, name);
  out.end();
  const chunks: Buffer[] = [];
  for await (const c of out.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('refusals', () => {
  it('malformed files get a clear message and change nothing', async () => {
    const before = await counts();
    const item = (body: string) => `<fps version="1.2"><item><title>好题</title>${body}</item></fps>`;
    const bad: [Buffer | string, string, string, string][] = [
      ['<fps><item><title>x</title></fps>', 'bad.xml', '', 'XML 格式错误'],
      ['<root><item/></root>', 'bad.xml', '', '根元素应为 <fps>'],
      ['<fps version="1.2"></fps>', 'empty.xml', '', '没有题目'],
      [
        '<?xml version="1.0"?><!DOCTYPE fps [<!ENTITY a "aaaa">]><fps><item><title>&a;</title></item></fps>',
        'dtd.xml',
        '',
        '不支持包含 DOCTYPE',
      ],
      [
        `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<fps><item><title>&lol3;</title></item></fps>`,
        'laughs.xml',
        '',
        '不支持包含 DOCTYPE 内部子集或实体声明',
      ],
      [
        '<?xml version="1.0"?><!DOCTYPE fps [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><fps><item><title>&xxe;</title></item></fps>',
        'xxe.xml',
        '',
        '不支持包含 DOCTYPE 内部子集或实体声明',
      ],
      [
        '<?xml version="1.0"?><!DOCTYPE fps SYSTEM "http://127.0.0.1:9/fps.dtd" []><fps><item><title>t</title></item></fps>',
        'subset.xml',
        '',
        '不支持包含 DOCTYPE 内部子集或实体声明',
      ],
      [
        '<!DOCTYPE fps><!DOCTYPE fps><fps><item><title>t</title></item></fps>',
        'twice.xml',
        '',
        '不支持包含 DOCTYPE 内部子集或实体声明',
      ],
      [
        '<fps version="1.2"><item><title></title></item><item><title>坏特判</title><spj language="Java">class A{}</spj></item></fps>',
        'allbad.xml',
        '',
        '第 1 题：缺少题目名称；第 2 题「坏特判」：特判程序的语言「Java」不受支持',
      ],
      [item('<spj language="Java">class A{}</spj>'), 'spj.xml', '', '只支持 C/C++'],
      [item(`<description>${'x'.repeat(100_001)}</description>`), 'long.xml', '', '题面超过 100000 字'],
      ['not xml at all', 'x.xml', '?format=hydro', 'Hydro 题目包应为 zip 文件'],
      [await zipOf({ 'a/readme.txt': 'x' }), 'x.zip', '', '没有找到 problem.yaml'],
      [await zipOf({ 'problem.yaml': 'title: [unclosed' }), 'x.zip', '', 'problem.yaml 格式错误'],
      [
        await zipOf({ 'problem.yaml': 'title: t', 'testdata/config.yaml': 'type: interactive' }),
        'x.zip',
        '',
        '不支持的题目类型：interactive',
      ],
      [
        await zipOf({
          'problem.yaml': 'title: t',
          'testdata/config.yaml': 'cases:\n  - input: 1.in\n    output: 9.out\n',
          'testdata/1.in': '1',
        }),
        'x.zip',
        '',
        '引用的文件不存在：9.out',
      ],
      [await zipOf({ 'problem.yaml': 'title: t' }), 'x.zip', '?format=fps', 'FPS 文件应为 XML'],
      [Buffer.from('PK\u0003\u0004broken'), 'x.zip', '', '不是有效的 zip 文件'],
      ['', 'empty.xml', '', '导入文件是空的'],
    ];
    for (const [content, name, query, message] of bad) {
      const res = await importFile(content, name, query);
      expect(res.status, message).toBe(400);
      expect(res.body.message, message).toContain(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('a bad item is skipped and reported, a damaged one keeps its complete pairs', async () => {
    const pair = (i: number, out = true) =>
      `<test_input><![CDATA[${i}\n]]></test_input>${out ? `<test_output><![CDATA[${i}\n]]></test_output>` : ''}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE fps PUBLIC "-//freeproblemset//An opensource XML standard for Algorithm Contest Problem Set//EN" "http://hustoj.com/fps.current.dtd">
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
<item><title><![CDATA[回声一]]></title>${pair(1)}${pair(2)}</item>
<item><title><![CDATA[数据缺输出]]></title><time_limit unit="s"><![CDATA[1]]></time_limit><memory_limit unit="mb"><![CDATA[32]]></memory_limit>
<source><![CDATA[信息学入门教程 第二章 循环结构 练习题 2.11（课后拓展，含大数据）]]></source><url><![CDATA[https://example.org/problem.php?id=1002]]></url>${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((i) => pair(i)).join('')}${pair(13, false)}${pair(14, false)}</item>
<item><title><![CDATA[]]></title>${pair(1)}</item>
<item><title><![CDATA[坏特判]]></title><spj language="Java"><![CDATA[class A{}]]></spj></item>
<item><title><![CDATA[回声二]]></title>${pair(5)}</item>
</fps>
`;
    const before = await counts();
    const res = await importFile(xml, 'partly.xml');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe('已导入 3 道题目，跳过 2 道有错误的题目');
    const result = res.body.result;
    expect(result.problems.map((p) => [p.item, p.title, p.caseCount])).toEqual([
      [1, '回声一', 2],
      [2, '数据缺输出', 12],
      [5, '回声二', 1],
    ]);
    expect(result.problems[1].warnings).toEqual([
      '测试输入 14 组与测试输出 12 组数量不一致：保留前 12 组完整的测试点，丢弃多出的输入 2 组',
    ]);
    const damagedRow = await problemById(result.problems[1].id);
    // The origin is kept as the source, not turned into tags, and asks for no note.
    expect(damagedRow.source).toBe(
      '信息学入门教程 第二章 循环结构 练习题 2.11（课后拓展，含大数据） https://example.org/problem.php?id=1002',
    );
    expect(damagedRow.tags).toEqual([]);
    // The source is edited like any field, shown in the practice area, and cleared by an empty text.
    const edit = await admin.put('/api/judge/problem/edit', {
      id: damagedRow.id,
      source: ' NOIP 2005 普及组 ',
      visible: 1,
    });
    expect(edit.status, edit.body.message).toBe(200);
    const shown = await suite.t.app.inject({
      method: 'GET',
      url: `/ojapi/problem/detail?id=${damagedRow.id}`,
    });
    expect(shown.json().result.source).toBe('NOIP 2005 普及组');
    expect((await admin.put('/api/judge/problem/edit', { id: damagedRow.id, source: '' })).status).toBe(200);
    expect((await problemById(damagedRow.id)).source).toBeNull();
    expect(
      (await admin.put('/api/judge/problem/edit', { id: damagedRow.id, source: 'x'.repeat(501) })).body
        .message,
    ).toContain('来源最多 500 字');
    expect(result.skipped).toEqual([
      { item: 3, title: '', errors: ['缺少题目名称'] },
      { item: 4, title: '坏特判', errors: ['特判程序的语言「Java」不受支持（只支持 C/C++）'] },
    ]);
    const damaged = await problemById(result.problems[1].id);
    expect(damaged.cases).toHaveLength(12);
    expect(dataOf(damaged)[11]).toEqual({ input: '12\n', output: '12\n' });
    const after = await counts();
    expect(after.problems).toBe(before.problems + 3);
  });

  it('refuses zip entries that climb out of the folder', async () => {
    const before = await counts();
    const safe = await zipOf({ 'problem.yaml': 'title: t', 'xx/evil.txt': 'x' });
    // Same length as `xx/`, in the local header and the central directory alike.
    const evil = Buffer.from(safe.toString('latin1').replaceAll('xx/evil.txt', '../evil.txt'), 'latin1');
    const res = await importFile(evil, 'evil.zip');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('不安全的路径');
    const abs = Buffer.from(
      (await zipOf({ 'problem.yaml': 'title: t', 'xetc/passwd': 'x' }))
        .toString('latin1')
        .replaceAll('xetc/passwd', '/etc/passwd'),
      'latin1',
    );
    expect((await importFile(abs, 'abs.zip')).body.message).toContain('不安全的路径');
    expect(await counts()).toEqual(before);
  });

  it('students may neither import nor export', async () => {
    const before = await counts();
    expect((await importFile(FPS, 'hustoj.xml', '', studentToken)).status).toBe(403);
    expect((await exportFps('', studentToken)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const rows = await suite.t.db
      .select()
      .from(judgeProblem)
      .where(inArray(judgeProblem.createBy, ['student1']));
    expect(rows).toHaveLength(0);
  });
});
