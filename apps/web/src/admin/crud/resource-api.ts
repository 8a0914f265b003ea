import type { PageResult, ResourceDef } from '@ck/shared';
import type { Params } from '../../api/client.ts';
import { downloadFile } from '../../api/client.ts';
import { importExcel } from '../../api/import-excel.ts';
import { deleteResult, getResult, postResult, putResult } from '../../api/result-calls.ts';
import type { ImportResult } from '../../api/types.ts';

/** One row of any resource: declared fields, audit columns and `<field>_dictText` siblings. */
export type ResourceRow = { id: string } & Record<string, unknown>;

/** Routes of every resource live under `/api/<module>/<name>/` (DESIGN §5). */
export function resourceBase(def: Pick<ResourceDef, 'module' | 'name'>): string {
  return `/${def.module}/${def.name}`;
}

export async function listResource(def: ResourceDef, params: Params): Promise<PageResult<ResourceRow>> {
  return getResult<PageResult<ResourceRow>>(`${resourceBase(def)}/list`, params);
}

export async function queryResourceById(def: ResourceDef, id: string): Promise<ResourceRow> {
  return getResult<ResourceRow>(`${resourceBase(def)}/queryById`, { id }, true);
}

/** Saves are quiet: the form modal shows the server's message next to the fields. */
export async function addResource(def: ResourceDef, body: Record<string, unknown>) {
  return postResult<unknown>(`${resourceBase(def)}/add`, body, true);
}

export async function editResource(def: ResourceDef, body: Record<string, unknown>) {
  return putResult<unknown>(`${resourceBase(def)}/edit`, body, true);
}

export async function deleteResource(def: ResourceDef, id: string) {
  return deleteResult<unknown>(`${resourceBase(def)}/delete`, { id });
}

export async function deleteResources(def: ResourceDef, ids: string[]) {
  return deleteResult<unknown>(`${resourceBase(def)}/deleteBatch`, { ids: ids.join(',') });
}

export function exportResource(def: ResourceDef, params: Params): Promise<void> {
  return downloadFile(`${resourceBase(def)}/exportXls`, params, `${def.label}.xlsx`);
}

export function importResource(def: ResourceDef, file: File): Promise<ImportResult> {
  return importExcel(`${resourceBase(def)}/importExcel`, file);
}

/** Options of a `ref` field: the first 50 rows of the referenced resource (`module/name`). */
export async function listRefRows(refKey: string): Promise<ResourceRow[]> {
  const page = await getResult<PageResult<ResourceRow>>(`/${refKey}/list`, { pageSize: 50 });
  return page.records ?? [];
}
