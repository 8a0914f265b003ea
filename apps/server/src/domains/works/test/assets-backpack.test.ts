import { createHash } from 'node:crypto';
import { BACKPACK_MAX_ITEMS, backpackItemSchema, envelopeOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { PNG } from '../../../../test/helpers/multipart.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingScratchBackpack } from '../scratch-assets/asset-tables.ts';
import { ASSETS, expectRefused } from './hw-fixtures.ts';

const s = signedInSuite({ student: 'student1', other: 'student2' });

const BACKPACK = `${ASSETS}/backpack`;
const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64');
const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');
const thumbnail = b64(PNG);

async function put(c: Client, body: Json) {
  return c.post(BACKPACK, { name: '小东西', thumbnail, ...body });
}

describe('backpack', () => {
  it('keeps a costume as an asset file by md5 and a script as a private file behind a signed link', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="${Date.now() % 9}" height="5"/></svg>`;
    const costume = await put(s.student, {
      type: 'costume',
      name: '方块',
      mime: 'image/svg+xml',
      body: b64(svg),
    });
    expectAnswer(costume, envelopeOf(backpackItemSchema));
    const item = costume.body.result as Json;
    expect(item).toMatchObject({
      type: 'costume',
      body: `${md5(svg)}.svg`,
      bodyUrl: `${ASSETS}/asset/${md5(svg)}.svg`,
    });
    const asset = await s.t.app.inject({ method: 'GET', url: item.bodyUrl as string });
    expect(asset.body).toBe(svg);

    const script = JSON.stringify([{ opcode: 'motion_movesteps' }]);
    const saved = await put(s.student, {
      type: 'script',
      name: '走十步',
      mime: 'application/json',
      body: b64(script),
    });
    expect(saved.status, saved.body.message).toBe(200);
    const scriptItem = saved.body.result as Json;
    expect(scriptItem.body).toBeNull();
    expect(scriptItem.bodyUrl).toMatch(/^\/api\/sys\/common\/static\/backpack\/.+\.json\?expires=\d+&sign=/);
    const file = await s.t.app.inject({ method: 'GET', url: scriptItem.bodyUrl as string });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(script);
    // Without the signature the private file is refused to anyone but its owner.
    const bare = (scriptItem.bodyUrl as string).split('?')[0];
    expect((await s.t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(401);

    const thumb = await s.t.app.inject({ method: 'GET', url: scriptItem.thumbnailUrl as string });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');

    const list = await s.student.get(`${BACKPACK}?limit=10&offset=0`);
    expectAnswer(list, envelopeOf(z.array(backpackItemSchema)));
    const ids = (list.body.result as Json[]).map((r) => r.id);
    expect(ids.slice(0, 2)).toEqual([scriptItem.id, item.id]);
    expect((await s.student.get(`${BACKPACK}?limit=1&offset=1`)).body.result).toMatchObject([
      { id: item.id },
    ]);
  });

  it("lists only the user's own items; another user cannot delete them", async () => {
    const mine = await put(s.student, {
      type: 'sprite',
      name: '角色',
      mime: 'application/zip',
      body: b64('PK\x03\x04rest'),
    });
    expect(mine.status, mine.body.message).toBe(200);
    const id = (mine.body.result as Json).id as string;
    const theirs = (await s.other.get(BACKPACK)).body.result as Json[];
    expect(theirs.some((r) => r.id === id)).toBe(false);
    expectRefused(await s.other.del(`${BACKPACK}?id=${id}`), 404);
    const [row] = await s.t.db
      .select()
      .from(teachingScratchBackpack)
      .where(eq(teachingScratchBackpack.id, id));
    expect(row).toBeDefined();
    expect((await s.student.del(`${BACKPACK}?id=${id}`)).status).toBe(200);
    const after = await s.t.db
      .select()
      .from(teachingScratchBackpack)
      .where(eq(teachingScratchBackpack.id, id));
    expect(after).toHaveLength(0);
    const file = await s.t.app.inject({
      method: 'GET',
      url: `/api/sys/common/static/${row.bodyPath}`,
      headers: { 'x-access-token': s.student.token },
    });
    expect(file.statusCode).toBe(404);
  });

  it('refuses bodies that do not fit their type, unsafe SVG, bad thumbnails and strangers', async () => {
    const cases: Json[] = [
      { type: 'costume', mime: 'image/svg+xml', body: b64('<svg><script>alert(1)</script></svg>') },
      { type: 'costume', mime: 'image/png', body: b64('<html>hi</html>') },
      { type: 'sound', mime: 'audio/wav', body: b64(PNG) },
      { type: 'script', mime: 'application/json', body: b64('{not json') },
      { type: 'sprite', mime: 'application/zip', body: b64('not a zip') },
      { type: 'hat', mime: 'image/png', body: b64(PNG) },
      { type: 'costume', mime: 'image/png', body: 'not base64!!' },
      { type: 'costume', mime: 'image/png', body: b64(PNG), thumbnail: b64('<svg/>') },
      { type: 'costume', mime: 'image/png', body: b64(PNG), name: 'x'.repeat(101) },
    ];
    for (const c of cases) expectRefused(await put(s.student, c), 400);
    const anonymous = await s.t.app.inject({ method: 'GET', url: BACKPACK });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a body over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await put(s.student, { type: 'costume', mime: 'image/png', body: b64(big) });
    expect([400, 413]).toContain(res.status);
    expect(res.body.success).toBe(false);
  });

  it(`keeps at most ${BACKPACK_MAX_ITEMS} items per user`, async () => {
    const [u] = await s.t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'student2'));
    const existing = (await s.other.get(`${BACKPACK}?limit=200`)).body.result as Json[];
    await s.t.db.insert(teachingScratchBackpack).values(
      Array.from({ length: BACKPACK_MAX_ITEMS - existing.length }, (_, i) => ({
        id: uuidv7(),
        tenantId: DEFAULT_TENANT_ID,
        userId: u.id,
        type: 'costume',
        name: `满${i}`,
        mime: 'image/png',
        bodyPath: `scratch-assets/${md5(PNG)}.png`,
      })),
    );
    const res = await put(s.other, { type: 'costume', mime: 'image/png', body: b64(PNG) });
    expectRefused(res, 400);
    expect(res.body.message).toContain('200');
    // Someone else still has room.
    expect((await put(s.student, { type: 'costume', mime: 'image/png', body: b64(PNG) })).status).toBe(200);
  });
});
