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
import { getAction, type Params, postAction, putAction, unwrap } from '../../api/client.ts';

export const TENANT_KEY = ['tenant'] as const;
const BASE = '/teaching/teachingZuhuInfo';

export const listTenants = async (params: Params) =>
  unwrap(await getAction<PageResult<TenantView>>(`${BASE}/list`, params));
export const tenantScope = async () => unwrap(await getAction<TenantCaller>(`${BASE}/scope`));
export const tenantById = async (id: string) =>
  unwrap(await getAction<TenantView>(`${BASE}/queryById`, { id }));
export const addTenant = async (body: TenantAddRequest) =>
  unwrap(await postAction<TenantView>(`${BASE}/add`, body, { quiet: true }));
export const editTenant = async (body: TenantEditRequest) =>
  unwrap(await putAction<TenantView>(`${BASE}/edit`, body, { quiet: true }));

export const tenantLicenses = async (id: string) =>
  unwrap(await getAction<TenantLicenses>(`${BASE}/licenses`, { id }));
export const licensable = async () => unwrap(await getAction<Licensable>(`${BASE}/licensable`));
export const saveLicenses = async (body: Partial<SaveLicensesBody> & { id: string }) =>
  unwrap(await postAction<TenantLicenses>(`${BASE}/saveLicenses`, body, { quiet: true }));

/** The signed-in user's classes and courses (the welcome card). */
export const zuhuInfo = async () =>
  unwrap(await getAction<ZuhuInfo>(`${BASE}/zuhuinfo`, undefined, { quiet: true }));
export const myTenantPoints = async () =>
  unwrap(await getAction<MyPoints>(`${BASE}/jifen`, undefined, { quiet: true }));
/** Why the user's tenant is closed; null when it is open. Readable while it is closed. */
export const tenantNotice = async () =>
  unwrap(await getAction<TenantNotice | null>(`${BASE}/notice`, undefined, { quiet: true }));
