import { SB3_MAX_ENTRIES, SB3_MAX_UNCOMPRESSED, WORK_FILE_LIMITS, type WorkType } from '@ck/shared';
import yauzl from 'yauzl';
import { badRequest } from '../../../platform/http/errors.ts';
import { rasterFormat } from '../../../platform/storage/image-format.ts';

/** Largest cover image. */
export const COVER_MAX_BYTES = 1024 * 1024;

const kb = (n: number) => (n >= 1024 * 1024 ? `${n / 1024 / 1024}MB` : `${n / 1024}KB`);

/** A cover: png, jpeg or webp by its magic bytes, at most 1 MB. Returns the extension to store it under. */
export function checkCover(data: Buffer): string {
  if (!data.length) throw badRequest('不能上传空文件');
  if (data.length > COVER_MAX_BYTES) throw badRequest(`封面图片不能超过 ${kb(COVER_MAX_BYTES)}`);
  const ext = rasterFormat(data);
  if (!ext) throw badRequest('封面必须是 PNG、JPEG 或 WebP 图片');
  return ext;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * A Scratch 3 project: a zip holding `project.json` that parses as JSON, with few enough entries and a
 * bounded uncompressed size. The sizes the central directory declares are summed first, then the
 * bytes actually inflated are counted too, so a zip lying about its sizes stops as early.
 */
export function checkSb3(data: Buffer): Promise<void> {
  if (data.length < 4 || !data.subarray(0, 4).equals(ZIP_MAGIC))
    return Promise.reject(badRequest('Scratch 作品文件必须是 .sb3（zip）格式'));
  return new Promise((resolve, reject) => {
    const options = { lazyEntries: true, validateEntrySizes: true, decodeStrings: true };
    yauzl.fromBuffer(data, options, (err, zip) => {
      if (err || !zip) return reject(badRequest('Scratch 作品文件不是有效的 zip 文件'));
      let settled = false;
      const fail = (e: Error) => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(e);
      };
      if (zip.entryCount > SB3_MAX_ENTRIES)
        return fail(badRequest(`Scratch 作品文件包含的文件过多（最多 ${SB3_MAX_ENTRIES} 个）`));
      const bomb = () => badRequest(`Scratch 作品解压后超过 ${kb(SB3_MAX_UNCOMPRESSED)}，已拒绝`);
      let declared = 0;
      let inflated = 0;
      let project: Buffer | null = null;
      zip.on('error', () => fail(badRequest('Scratch 作品文件已损坏')));
      zip.on('end', () => {
        if (settled) return;
        if (!project) return fail(badRequest('Scratch 作品文件中缺少 project.json'));
        try {
          JSON.parse(project.toString('utf8'));
        } catch {
          return fail(badRequest('Scratch 作品文件中的 project.json 不是有效的 JSON'));
        }
        settled = true;
        resolve();
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        declared += entry.uncompressedSize;
        if (declared > SB3_MAX_UNCOMPRESSED) return fail(bomb());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        const isProject = entry.fileName === 'project.json';
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(badRequest('Scratch 作品文件已损坏'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => {
            inflated += c.length;
            if (inflated > SB3_MAX_UNCOMPRESSED) {
              stream.destroy();
              return fail(bomb());
            }
            if (isProject) chunks.push(c);
          });
          stream.on('error', () => fail(badRequest('Scratch 作品文件已损坏')));
          stream.on('end', () => {
            if (settled) return;
            if (isProject) project = Buffer.concat(chunks);
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Text code must be valid UTF-8 without NUL bytes (a binary renamed `.py` is refused). */
export function checkUtf8Text(data: Buffer, label: string) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw badRequest(`${label}必须是 UTF-8 编码的文本文件`);
  }
  if (data.includes(0)) throw badRequest(`${label}必须是 UTF-8 编码的文本文件`);
}

const CODE_EXTENSIONS: Partial<Record<WorkType, string[]>> = {
  2: ['sb3'],
  1: ['sb2', 'sb'],
  3: ['sjr'],
  4: ['py'],
  5: ['cpp', 'cc'],
  10: ['xml', 'json'],
};

/**
 * Checks a work file for its type and returns the extension to store it under: size per type,
 * `.sb3` a real Scratch 3 zip, Python / C++ UTF-8 text, file works the platform's upload types.
 */
export async function checkWorkFile(
  workType: WorkType,
  name: string,
  data: Buffer,
  platformExtensions: string[],
): Promise<string> {
  if (!data.length) throw badRequest('不能上传空文件');
  const limit = WORK_FILE_LIMITS[workType];
  if (data.length > limit) throw badRequest(`该类型作品文件不能超过 ${kb(limit)}`);
  const ext = (name.split('.').pop() ?? '').toLowerCase();
  const allowed = CODE_EXTENSIONS[workType] ?? platformExtensions;
  if (!name.includes('.') || !allowed.includes(ext))
    throw badRequest(
      `不支持的文件类型：${name.includes('.') ? `.${ext}` : '无扩展名'}，允许：${allowed.map((e) => `.${e}`).join('、')}`,
    );
  if (workType === 2) await checkSb3(data);
  if (workType === 4) checkUtf8Text(data, 'Python 作品');
  if (workType === 5) checkUtf8Text(data, 'C++ 作品');
  return ext;
}
