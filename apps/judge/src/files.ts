import fs from 'node:fs';

/**
 * Reads a file the sandboxed program may have touched: never through a symbolic link, only a regular
 * file, at most `max` bytes. Answers null when the path is missing, a link or not a regular file.
 */
export function readPlainFile(file: string, max: number): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return null;
    const size = Math.min(st.size, max);
    const buf = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = fs.readSync(fd, buf, read, size - read, read);
      if (n <= 0) break;
      read += n;
    }
    return buf.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

/** Text for people: at most `max` characters, marked when cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n...（已截断）` : text;
}

export function fileSize(file: string): number {
  try {
    return fs.lstatSync(file).size;
  } catch {
    return 0;
  }
}
