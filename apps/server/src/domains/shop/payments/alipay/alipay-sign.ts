import { type KeyObject, sign, verify } from 'node:crypto';

// Alipay RSA2: SHA256withRSA over the parameters sorted by name, `k=v` joined by `&`, base64.

/** The text Alipay signs: non-empty parameters but `skip`, sorted by name (code points), unescaped. */
export function signContent(params: Record<string, string>, skip: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !skip.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(key: KeyObject, content: string): string {
  return sign('sha256', Buffer.from(content, 'utf8'), key).toString('base64');
}

export function rsa2Verify(key: KeyObject, content: string, signature: string): boolean {
  try {
    return verify('sha256', Buffer.from(content, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The raw JSON text of `"<name>": {...}` in an answer, exactly as sent: Alipay signs those bytes, so
 * re-serialising the parsed object would not do. Null when the member is missing.
 */
export function rawMember(text: string, name: string): string | null {
  const key = `"${name}"`;
  let at = text.indexOf(key);
  if (at < 0) return null;
  at = text.indexOf('{', at + key.length);
  if (at < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(at, i + 1);
  }
  return null;
}
