import type {
  Licensable,
  MyPoints,
  PageResult,
  SaveLicensesBody,
  TenantAddRequest,
  TenantCaller,
  TenantEditRequest,
  TenantLicenses,
  TenantNotice,
  TenantView,
  ZuhuInfo,
} from '@ck/shared';
import type { Params } from '../../api/client.ts';
import { getResult, postResult, putResult } from '../../api/result-calls.ts';

export const TENANT_KEY = ['tenant'] as const;
const BASE = '/teaching/teachingZuhuInfo';

export const listTenants = (params: Params) => getResult<PageResult<TenantView>>(`${BASE}/list`, params);
export const tenantScope = () => getResult<TenantCaller>(`${BASE}/scope`);
export const tenantById = (id: string) => getResult<TenantView>(`${BASE}/queryById`, { id });
export const addTenant = (body: TenantAddRequest) => postResult<TenantView>(`${BASE}/add`, body, true);
export const editTenant = (body: TenantEditRequest) => putResult<TenantView>(`${BASE}/edit`, body, true);

export const tenantLicenses = (id: string) => getResult<TenantLicenses>(`${BASE}/licenses`, { id });
export const licensable = () => getResult<Licensable>(`${BASE}/licensable`);
export const saveLicenses = (body: Partial<SaveLicensesBody> & { id: string }) =>
  postResult<TenantLicenses>(`${BASE}/saveLicenses`, body, true);

/** The signed-in user's classes and courses (the welcome card). */
export const zuhuInfo = () => getResult<ZuhuInfo>(`${BASE}/zuhuinfo`, undefined, true);
export const myTenantPoints = () => getResult<MyPoints>(`${BASE}/jifen`, undefined, true);
/** Why the user's tenant is closed; null when it is open. Readable while it is closed. */
export const tenantNotice = () => getResult<TenantNotice | null>(`${BASE}/notice`, undefined, true);
