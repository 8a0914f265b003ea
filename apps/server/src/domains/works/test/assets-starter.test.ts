import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { svgProblem, wavInfo } from '../scratch-assets/asset-files.ts';
import { teachingScratchAsset } from '../scratch-assets/asset-tables.ts';
import { seedScratchStarter } from '../scratch-assets/starter/seed-starter.ts';
import { starterSet } from '../scratch-assets/starter/starter-set.ts';
import { ASSETS } from './hw-fixtures.ts';

const suite = testAppSuite();

const liveRows = async () =>
  Number(
    (
      await suite.t.db
        .select({ n: count() })
        .from(teachingScratchAsset)
        .where(and(eq(teachingScratchAsset.tenantId, DEFAULT_TENANT_ID), eq(teachingScratchAsset.delFlag, 0)))
    )[0].n,
  );

describe('starter asset set', () => {
  it('is made by us: every file hashes to its name, SVGs pass the upload checks, sounds are real WAV', () => {
    const { entries, files } = starterSet();
    const types = entries.map((e) => e.assetType);
    expect(types.filter((x) => x === 1)).toHaveLength(8);
    expect(types.filter((x) => x === 3)).toHaveLength(6);
    expect(types.filter((x) => x === 4)).toHaveLength(6);
    for (const [md5ext, data] of files) {
      expect(createHash('md5').update(data).digest('hex')).toBe(md5ext.slice(0, 32));
      if (md5ext.endsWith('.svg')) expect(svgProblem(data.toString('utf8')), md5ext).toBeNull();
      else expect(wavInfo(data)?.rate).toBe(22050);
    }
    // Chinese names for the children who pick them.
    for (const e of entries) expect(e.assetName).toMatch(/[\u4e00-\u9fa5]/);
    // The same bytes on every installation.
    expect(starterSet()).toBe(starterSet());
  });

  it('seeding again adds nothing and leaves a deleted starter entry deleted', async () => {
    const before = await liveRows();
    expect(before).toBe(starterSet().entries.length);
    await suite.t.db
      .update(teachingScratchAsset)
      .set({ delFlag: 1 })
      .where(eq(teachingScratchAsset.id, 'starter-backdrop-sky'));
    await seedScratchStarter(suite.t.db, suite.t.ctx.storage);
    await seedScratchStarter(suite.t.db);
    expect(await liveRows()).toBe(before - 1);
    const admin = clientOf(suite.t, await suite.t.login('admin'));
    const lib = (await admin.get(`${ASSETS}/getScratchAssets`)).body.result as { backdrops: Json[] };
    expect(lib.backdrops.map((b) => b.name)).not.toContain('蓝天白云');
  });

  it('a tenant with no library rows gets the built-in starter set', async () => {
    const other = clientOf(suite.t, await suite.t.login('other_admin'));
    const lib = (await other.get(`${ASSETS}/getScratchAssets`)).body.result as {
      sprites: Json[];
      backdrops: Json[];
    };
    expect(lib.sprites.map((s) => s.name)).toContain('圆圆机器人');
    expect(lib.backdrops).toHaveLength(6);
  });
});
