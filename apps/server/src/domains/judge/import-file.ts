import type { ProblemImportFormat } from '@ck/shared';
import { badRequest } from '../../platform/http/errors.ts';
import { readFps } from './fps-import.ts';
import { readHydro } from './hydro-import.ts';
import type { ImportBatch } from './import-model.ts';

const MAX_XML = 100 * 1024 * 1024;

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b;

/** Reads an uploaded FPS XML or Hydro zip; without a named format a zip is taken for Hydro. */
export async function readImportFile(buffer: Buffer, named?: ProblemImportFormat): Promise<ImportBatch> {
  if (buffer.length === 0) throw badRequest('导入文件是空的');
  const format = named ?? (isZip(buffer) ? 'hydro' : 'fps');
  if (format === 'hydro') {
    if (!isZip(buffer)) throw badRequest('Hydro 题目包应为 zip 文件');
    return readHydro(buffer);
  }
  if (isZip(buffer)) throw badRequest('FPS 文件应为 XML，而不是 zip 文件');
  if (buffer.length > MAX_XML) throw badRequest('FPS XML 文件超过 100 MB，请拆分后再导入');
  const xml = buffer.toString('utf8').replace(/^\uFEFF/, '');
  return readFps(xml);
}
