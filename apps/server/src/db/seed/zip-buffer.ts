import yazl from 'yazl';

/** One file of a zip archive: its path inside the archive and its bytes (text is stored as UTF-8). */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
}

/**
 * The bytes of a zip archive holding `entries`, in order. With `mtime` every entry carries that time,
 * so the same entries always give the same bytes.
 */
export function zipBuffer(entries: ZipEntry[], mtime?: Date): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, data } of entries)
    zip.addBuffer(typeof data === 'string' ? Buffer.from(data) : data, name, mtime ? { mtime } : undefined);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
