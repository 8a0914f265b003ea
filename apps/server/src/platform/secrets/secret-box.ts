import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

/**
 * Seals secrets kept in the database (a provider's API key) with AES-256-GCM, so a database dump or a
 * backup alone does not reveal them. Sealed text is `v1:<base64 iv|tag|ciphertext>`.
 */
export class SecretBox {
  readonly #secret: () => string;
  #key: Buffer | undefined;

  /** `secret` is read on first use, so a server that never stores a secret never creates a key file. */
  constructor(secret: string | (() => string)) {
    this.#secret = typeof secret === 'string' ? () => secret : secret;
  }

  get #aesKey(): Buffer {
    this.#key ??= createHash('sha256').update(this.#secret()).digest();
    return this.#key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#aesKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** The plain text, or null when the text was sealed with another key or altered. */
  open(sealed: string): string | null {
    if (!sealed.startsWith(`${VERSION}:`)) return null;
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64');
    if (raw.length < 28) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#aesKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** The box of `SECRET_KEY`, or of a random key created once in `<dataDir>/secret.key` (mode 0600). */
export function createSecretBox(secretKey: string | undefined, dataDir: string): SecretBox {
  if (secretKey) return new SecretBox(secretKey);
  return new SecretBox(() => keyFileSecret(dataDir));
}

function keyFileSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of the same data directory wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
