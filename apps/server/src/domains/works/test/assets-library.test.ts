import { createHash } from 'node:crypto';
import { envelopeOf, scratchLibrariesSchema } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart, PNG } from '../../../../test/helpers/multipart.ts';
import { svgProblem } from '../scratch-assets/asset-files.ts';
import { wavOf } from '../scratch-assets/starter/starter-sounds.ts';
import { ASSETS, expectRefused } from './hw-fixtures.ts';

const s = signedInSuite({
  admin: 'admin',
  teacher: 'teacher',
  student: 'student1',
});

const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

async function upload(token: string, name: string, data: Buffer | string, type = 'application/octet-stream') {
  const body = multipart({}, { name, data, type });
  const res = await s.t.app.inject({
    method: 'POST',
    url: `${ASSETS}/uploadAsset`,
    headers: { ...body.headers, 'x-access-token': token },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const SAFE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><circle cx="20" cy="20" r="18" fill="url(#g)"/><text x="2" y="20">${Date.now()}</text></svg>`;

describe('getScratchAssets', () => {
  it('returns the seeded starter set in the Scratch library shape', async () => {
    const res = await s.student.get(`${ASSETS}/getScratchAssets`);
    expectAnswer(res, envelopeOf(scratchLibrariesSchema));
    const lib = res.body.result as { sprites: Json[]; costumes: Json[]; backdrops: Json[]; sounds: Json[] };
    expect(lib.sprites.length).toBeGreaterThanOrEqual(8);
    expect(lib.backdrops.length).toBeGreaterThanOrEqual(6);
    expect(lib.sounds.length).toBeGreaterThanOrEqual(6);
    expect(lib.costumes.length).toBeGreaterThanOrEqual(8);
    const robot = lib.sprites.find((s) => s.name === '圆圆机器人') as Json;
    expect(robot).toMatchObject({ isStage: false, blocks: {}, variables: {} });
    const costume = (robot.costumes as Json[])[0];
    expect(costume).toMatchObject({ dataFormat: 'svg', bitmapResolution: 1 });
    expect(costume.md5ext).toBe(`${costume.assetId}.svg`);
    const sky = lib.backdrops.find((b) => b.name === '蓝天白云') as Json;
    expect(sky).toMatchObject({ rotationCenterX: 240, rotationCenterY: 180, tags: ['outdoors'] });
    const sound = lib.sounds[0];
    expect(sound).toMatchObject({ dataFormat: 'wav', rate: 22050 });
    expect(sound.sampleCount).toBeGreaterThan(0);

    // Every file is served, and its bytes hash to its name.
    for (const entry of [costume, sky, sound]) {
      const file = await s.t.app.inject({ method: 'GET', url: `${ASSETS}/asset/${entry.md5ext}` });
      expect(file.statusCode).toBe(200);
      expect(md5(file.rawPayload)).toBe(entry.assetId);
    }
  });

  it('needs a login', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: `${ASSETS}/getScratchAssets` });
    expect(res.statusCode).toBe(401);
  });
});

describe('asset/:md5ext', () => {
  it('serves an SVG as an image with a sandbox CSP, nosniff and a long immutable cache', async () => {
    const up = await upload(s.admin.token, 'a.svg', SAFE_SVG, 'image/svg+xml');
    expect(up.status, up.body.message).toBe(200);
    expect(up.body.result).toMatchObject({ md5ext: `${md5(SAFE_SVG)}.svg`, dataFormat: 'svg' });
    const res = await s.t.app.inject({ method: 'GET', url: `${ASSETS}/asset/${md5(SAFE_SVG)}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body).toBe(SAFE_SVG);
    const again = await s.t.app.inject({
      method: 'GET',
      url: `${ASSETS}/asset/${md5(SAFE_SVG)}.svg`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses bad names and unknown files', async () => {
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      `${'a'.repeat(32)}.html`,
      `${'A'.repeat(32)}.svg`,
      `${'a'.repeat(31)}.svg`,
      `${'a'.repeat(32)}.svg.png`,
    ]) {
      const res = await s.t.app.inject({ method: 'GET', url: `${ASSETS}/asset/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
    const missing = await s.t.app.inject({ method: 'GET', url: `${ASSETS}/asset/${'0'.repeat(32)}.png` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('uploadAsset', () => {
  it('names a file by the md5 of its bytes and reads WAV rate and length', async () => {
    const wav = wavOf(new Float32Array(1000).map((_, i) => Math.sin(i / 5)));
    const res = await upload(s.admin.token, 'x.wav', wav);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({
      md5ext: `${md5(wav)}.wav`,
      assetId: md5(wav),
      dataFormat: 'wav',
      rate: 22050,
      sampleCount: 1000,
    });
    const png = await upload(s.admin.token, 'whatever.svg', PNG);
    expect(png.body.result.dataFormat).toBe('png');
  });

  it('refuses script-bearing SVG, wrong types, and non-admins', async () => {
    const attacks = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="1"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><circle r="5"/></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/a)"/></svg>',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    for (const svg of attacks) {
      const res = await upload(s.admin.token, 'a.svg', svg, 'image/svg+xml');
      expectRefused(res, 400);
      const stored = await s.t.app.inject({ method: 'GET', url: `${ASSETS}/asset/${md5(svg)}.svg` });
      expect(stored.statusCode, svg).toBe(404);
    }
    expectRefused(await upload(s.admin.token, 'page.html', '<html><body>hi</body></html>', 'text/html'), 400);
    expectRefused(await upload(s.admin.token, 'x.gif', Buffer.from('GIF89a........')), 400);
    expectRefused(await upload(await s.t.login('teacher'), 'a.svg', SAFE_SVG, 'image/svg+xml'), 403);
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(s.admin.token, 'big.png', big);
    expectRefused(res, 413);
  });

  it('accepts an editor-exported SVG with an XML declaration, a comment and a plain DOCTYPE', async () => {
    const exported =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 24.0.0 -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      `<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="20"><style>.st0{fill:url(#g);}</style><rect class="st0" width="${Date.now() % 20}" height="3"/></svg>`;
    const res = await upload(s.admin.token, 'ai.svg', exported, 'image/svg+xml');
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.dataFormat).toBe('svg');
  });

  it('svgProblem lets plain drawings, internal refs and embedded images through', () => {
    expect(svgProblem(SAFE_SVG)).toBeNull();
    expect(
      svgProblem(
        '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/><image href="data:image/png;base64,iVBORw0KGgo="/></svg>',
      ),
    ).toBeNull();
  });
});

describe('library CRUD', () => {
  it('list / add / edit / delete require the admin permissions', async () => {
    for (const c of [s.teacher, s.student]) {
      expectRefused(await c.get(`${ASSETS}/list`), 403);
      expectRefused(await c.post(`${ASSETS}/add`, { assetType: 3, assetName: 'x', assetData: {} }), 403);
      expectRefused(await c.put(`${ASSETS}/edit`, { id: 'x', assetName: 'y' }), 403);
      expectRefused(await c.del(`${ASSETS}/delete?id=x`), 403);
    }
  });

  it('adds an entry whose files exist, edits and deletes it; getScratchAssets follows', async () => {
    const up = await upload(s.admin.token, 'b.svg', SAFE_SVG.replace('40', '41'), 'image/svg+xml');
    const { md5ext, assetId } = up.body.result;
    const entry = {
      name: 'ignored',
      assetId,
      md5ext,
      dataFormat: 'svg',
      rotationCenterX: 20,
      rotationCenterY: 20,
    };
    const add = await s.admin.post(`${ASSETS}/add`, {
      assetType: 3,
      assetName: '测试背景',
      tags: 'outdoors,测试',
      assetData: JSON.stringify(entry),
      orderNum: 99,
    });
    expect(add.status, add.body.message).toBe(200);
    const id = (add.body.result as Json).id as string;

    const list = await s.admin.get(`${ASSETS}/list?assetType=3&assetName=测试背景`);
    const row = ((list.body.result as Json).records as Json[])[0];
    expect(row).toMatchObject({ id, assetType_dictText: '背景', tags: 'outdoors,测试' });
    expect(row.previewUrl).toBe(`${ASSETS}/asset/${md5ext}`);
    expect(JSON.parse(row.assetData as string)).toMatchObject({
      name: '测试背景',
      tags: ['outdoors', '测试'],
    });

    const edit = await s.admin.put(`${ASSETS}/edit`, { id, assetName: '改名背景' });
    expect(edit.status, edit.body.message).toBe(200);
    let lib = (await s.student.get(`${ASSETS}/getScratchAssets`)).body.result as { backdrops: Json[] };
    expect(lib.backdrops.some((b) => b.name === '改名背景' && b.md5ext === md5ext)).toBe(true);

    expect((await s.admin.del(`${ASSETS}/delete?id=${id}`)).status).toBe(200);
    lib = (await s.student.get(`${ASSETS}/getScratchAssets`)).body.result as { backdrops: Json[] };
    expect(lib.backdrops.some((b) => b.md5ext === md5ext)).toBe(false);
  });

  it('refuses entries with missing files, a wrong shape or a mismatched md5ext', async () => {
    const ghost = '1'.repeat(32);
    // A costume whose file was never uploaded.
    const ghostCostume = {
      assetId: ghost,
      md5ext: `${ghost}.svg`,
      dataFormat: 'svg',
      rotationCenterX: 1,
      rotationCenterY: 1,
    };
    const cases: Json[] = [
      { assetType: 2, assetData: ghostCostume },
      { assetType: 4, assetData: ghostCostume },
      { assetType: 1, assetData: { costumes: [] } },
      { assetType: 2, assetData: '{not json' },
      { assetType: 9, assetData: {} },
      {
        assetType: 2,
        assetData: {
          assetId: ghost,
          md5ext: `${'2'.repeat(32)}.svg`,
          dataFormat: 'svg',
          rotationCenterX: 1,
          rotationCenterY: 1,
        },
      },
    ];
    for (const c of cases)
      expectRefused(await s.admin.post(`${ASSETS}/add`, { assetName: '坏素材', ...c }), 400);
  });
});
