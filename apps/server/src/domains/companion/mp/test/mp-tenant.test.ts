import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../../test/helpers/fixtures.ts';
import { sysConfig } from '../../../../platform/config/tables.ts';
import { sysTenant } from '../../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { mpTenantOf } from '../mp-tenant.ts';

const s = testAppSuite();

const setSiteName = (value: string) =>
  s.t.db
    .update(sysConfig)
    .set({ configValue: value })
    .where(and(eq(sysConfig.tenantId, DEFAULT_TENANT_ID), eq(sysConfig.configKey, 'brandName')));

describe('mpTenantOf', () => {
  it("names the platform's organisation by the site's brand, not its tenant record", async () => {
    await setSiteName('星河少儿编程');
    const org = await mpTenantOf(s.t.db, null, undefined);
    expect(org).toMatchObject({ tenantId: DEFAULT_TENANT_ID, name: '星河少儿编程' });
    expect(org.name).not.toBe('默认租户');
    // A signed-in user of the platform's organisation sees the same name.
    expect((await mpTenantOf(s.t.db, { tenantId: DEFAULT_TENANT_ID }, undefined)).name).toBe('星河少儿编程');
  });

  it('follows a change of the site name', async () => {
    await setSiteName('码趣编程学院');
    expect((await mpTenantOf(s.t.db, null, DEFAULT_TENANT_ID)).name).toBe('码趣编程学院');
  });

  it('falls back to the tenant record when the site has no name', async () => {
    await setSiteName('  ');
    expect((await mpTenantOf(s.t.db, null, undefined)).name).toBe('默认租户');
    await setSiteName('码趣编程');
  });

  it('keeps an organisation its own name, then its own brand, whatever the site is called', async () => {
    await setSiteName('星河少儿编程');
    expect((await mpTenantOf(s.t.db, null, OTHER_TENANT_ID)).name).toBe('另一机构');
    await s.t.db
      .update(sysTenant)
      .set({ brandName: '另一机构编程营' })
      .where(eq(sysTenant.id, OTHER_TENANT_ID));
    expect((await mpTenantOf(s.t.db, { tenantId: OTHER_TENANT_ID }, undefined)).name).toBe('另一机构编程营');
  });
});
