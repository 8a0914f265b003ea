import fs from 'node:fs';
import path from 'node:path';
import type { ProblemImportFormat, ProblemImportResult } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { deliveryOf, storageKey } from '../../platform/storage/upload-policy.ts';
import { liveScope } from '../../platform/tenancy/tenancy.ts';
import { publicUrlOf, STATIC_PREFIX, sysFile } from '../ops/index.ts';
import { type FpsItem, writeFps, xmlSafe } from './fps-export.ts';
import { readImportFile } from './import-file.ts';
import { IMAGE_REF, type ImportBatch, LIMITS, refuseItems } from './import-model.ts';
import { dataDir, storeTestData } from './problem-data.ts';
import type { ProblemFilter, ProblemService } from './problem-service.ts';
import { judgeProblem } from './tables.ts';

type Problem = typeof judgeProblem.$inferSelect;

export const MAX_IMPORT_PROBLEMS = 500;
export const MAX_EXPORT_PROBLEMS = 500;
const MAX_EXPORT_BYTES = 200 * 1024 * 1024;
const IMAGE_BIZ = 'judge/problem';

/** Import of FPS / Hydro batches into the problem bank and export as FPS. */
export class ProblemTransfer {
  constructor(
    private readonly db: Db,
    private readonly problems: ProblemService,
    private readonly storage: FileStorage,
    private readonly dataRoot: string,
  ) {}

  /** Reads an uploaded FPS XML or Hydro zip and imports its valid problems; the others are reported. */
  async importFile(auth: AuthContext, file: Buffer, format?: ProblemImportFormat) {
    return this.importBatch(auth, await readImportFile(file, format));
  }

  /**
   * Stores every valid problem of the batch; items that cannot be stored are skipped and reported.
   * The valid ones go in together or not at all: images and test data are written first and removed
   * again when anything fails, the rows go in one transaction.
   */
  async importBatch(auth: AuthContext, batch: ImportBatch): Promise<ProblemImportResult> {
    const failures = [...batch.failures];
    if (batch.problems.length + failures.length > MAX_IMPORT_PROBLEMS)
      throw badRequest(`一次最多导入 ${MAX_IMPORT_PROBLEMS} 道题目，请拆分文件后再导入`);

    const planned = batch.problems.flatMap((p, n) => {
      const index = p.index ?? n;
      const keys = p.images.map((img) => storageKey(IMAGE_BIZ, img.name, img.ext));
      const content = p.content.replace(new RegExp(`${IMAGE_REF}(\\d+)`, 'g'), (_, i: string) =>
        publicUrlOf(keys[Number(i)]),
      );
      if (content.length > LIMITS.content) {
        failures.push({ index, title: p.title, errors: [`题面超过 ${LIMITS.content} 字`] });
        return [];
      }
      return [{ id: uuidv7(), index, problem: p, keys, content }];
    });
    if (planned.length === 0) {
      if (failures.length > 0) refuseItems(failures.sort((a, b) => a.index - b.index));
      throw badRequest('文件中没有可导入的题目');
    }

    const storedKeys: string[] = [];
    const dataIds: string[] = [];
    try {
      for (const { problem, keys } of planned) {
        for (const [i, img] of problem.images.entries()) {
          await this.storage.put(keys[i], img.data, deliveryOf(img.ext).contentType);
          storedKeys.push(keys[i]);
        }
      }
      for (const { id, problem } of planned) {
        if (!problem.data) continue;
        dataIds.push(id);
        storeTestData(this.dataRoot, id, 1, problem.data);
      }
      const start = Date.now();
      await this.db.transaction(async (tx) => {
        for (const [n, { id, problem: p, keys, content }] of planned.entries()) {
          // Increasing times keep the file's order in the list (newest first).
          const createTime = new Date(start + n);
          await tx.insert(judgeProblem).values({
            id,
            tenantId: auth.tenantId,
            title: p.title,
            content,
            samples: p.samples,
            timeLimit: p.timeLimit,
            memoryLimit: p.memoryLimit,
            tags: p.tags,
            source: p.source ?? null,
            difficulty: p.difficulty,
            visible: 0,
            checkerType: p.checkerType,
            checkerSource: p.checkerSource,
            referenceLanguage: p.referenceLanguage,
            referenceCode: p.referenceCode,
            cases: p.data?.cases ?? [],
            subtasks: p.data?.subtasks ?? null,
            dataVersion: p.data ? 1 : 0,
            createBy: auth.username,
            createTime,
          });
          for (const [i, img] of p.images.entries()) {
            await tx.insert(sysFile).values({
              id: uuidv7(),
              tenantId: auth.tenantId,
              name: `${path.parse(img.name).name.slice(0, 200) || 'image'}.${img.ext}`,
              path: keys[i],
              size: img.data.length,
              type: img.ext,
              storage: this.storage.kind,
              biz: IMAGE_BIZ,
              ownerId: auth.userId,
              isPublic: true,
              createBy: auth.username,
            });
          }
        }
      });
    } catch (err) {
      for (const key of storedKeys) await this.storage.remove(key).catch(() => undefined);
      for (const id of dataIds) fs.rmSync(path.join(this.dataRoot, id), { recursive: true, force: true });
      throw err;
    }
    return {
      count: planned.length,
      problems: planned.map(({ id, index, problem }) => ({
        id,
        item: index + 1,
        title: problem.title,
        caseCount: problem.data?.cases.length ?? 0,
        warnings: problem.warnings,
      })),
      skipped: failures
        .sort((a, b) => a.index - b.index)
        .map((f) => ({ item: f.index + 1, title: f.title, errors: f.errors })),
    };
  }

  /** The chosen problems in the given order, or every problem matching the list filter (oldest first). */
  async select(tenantId: string, ids: string[] | null, filter: Omit<ProblemFilter, 'pageNo' | 'pageSize'>) {
    if (ids) {
      const rows = await this.db
        .select()
        .from(judgeProblem)
        .where(and(liveScope(judgeProblem, tenantId), inArray(judgeProblem.id, ids)));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)).filter((r): r is Problem => !!r);
    }
    const { records, total } = await this.problems.list(
      tenantId,
      { ...filter, pageNo: 1, pageSize: MAX_EXPORT_PROBLEMS },
      false,
    );
    if (total > MAX_EXPORT_PROBLEMS)
      throw badRequest(`符合条件的题目有 ${total} 道，一次最多导出 ${MAX_EXPORT_PROBLEMS} 道，请缩小范围`);
    return records.reverse();
  }

  /** The FPS XML of the problems with their test data, statement images, checker and solution. */
  async exportFps(rows: Problem[]): Promise<string> {
    if (rows.length === 0) throw badRequest('没有可导出的题目');
    let bytes = 0;
    const items: FpsItem[] = [];
    for (const p of rows) {
      const fail = (why: string) => badRequest(`题目「${p.title}」无法导出：${why}`);
      const dir = dataDir(this.dataRoot, p.id, p.dataVersion);
      const tests = p.cases.map((c) => {
        const read = (name: string) => {
          const file = path.join(dir, name);
          let buf: Buffer;
          try {
            buf = fs.readFileSync(file);
          } catch {
            throw fail(`测试数据文件 ${name} 缺失，请重新上传测试数据`);
          }
          bytes += buf.length;
          if (bytes > MAX_EXPORT_BYTES) throw badRequest('导出内容超过 200 MB，请减少题目数量后分批导出');
          const text = buf.toString('utf8');
          if (!Buffer.from(text, 'utf8').equals(buf) || !xmlSafe(text))
            throw fail(`测试数据文件 ${name} 含有 XML 无法表示的字符（二进制或非 UTF-8 内容）`);
          return text;
        };
        return { input: read(c.input), output: read(c.output) };
      });
      const images: FpsItem['images'] = [];
      const seen = new Set<string>();
      const linked = new RegExp(`!\\[[^\\]]*\\]\\((${STATIC_PREFIX.replace(/\//g, '\\/')}[^)\\s]+)\\)`, 'g');
      for (const [, src] of p.content.matchAll(linked)) {
        if (seen.has(src)) continue;
        seen.add(src);
        const data = await this.storage.get(
          decodeURIComponent(src.slice(STATIC_PREFIX.length).split('?')[0]),
        );
        if (!data) continue;
        bytes += data.length;
        images.push({ src, base64: data.toString('base64') });
      }
      const texts = [p.title, p.content, p.checkerSource ?? '', p.referenceCode ?? ''];
      texts.push(...p.samples.flatMap((s) => [s.input, s.output]));
      if (!texts.every(xmlSafe)) throw fail('题面、样例或程序中含有 XML 无法表示的控制字符');
      items.push({
        title: p.title,
        content: p.content,
        samples: p.samples,
        timeLimit: p.timeLimit,
        memoryLimit: p.memoryLimit,
        tags: p.tags,
        source: p.source,
        checkerSource: p.checkerType === 'special' ? p.checkerSource : null,
        referenceLanguage: p.referenceLanguage,
        referenceCode: p.referenceCode,
        tests,
        images,
      });
    }
    return writeFps(items);
  }
}
