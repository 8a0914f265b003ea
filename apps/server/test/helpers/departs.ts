import { uuidv7 } from 'uuidv7';
import { sysDepart } from '../../src/domains/identity/index.ts';
import { DEFAULT_TENANT_ID } from '../../src/platform/tenancy/tenancy.ts';
import type { TestApp } from './test-app.ts';

export interface DepartFields {
  departName: string;
  orgCode: string;
  /** '1' school, '3' class (the default). */
  orgCategory?: string;
  parentId?: string | null;
  tenantId?: string;
  createBy?: string;
}

/** A department row written straight to the database (a class of the default tenant unless told); answers its id. */
export async function insertDepart(t: TestApp, fields: DepartFields): Promise<string> {
  const id = uuidv7();
  await t.db
    .insert(sysDepart)
    .values({ id, tenantId: DEFAULT_TENANT_ID, orgCategory: '3', parentId: null, ...fields });
  return id;
}
