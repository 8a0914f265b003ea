/**
 * Hierarchical org codes: each level adds one letter and two digits (A01, A02 … A99, B01 …), so a
 * child of A01 is A01A01 and every code starts with its parent's code.
 */
const PER_LETTER = 99;
export const MAX_SIBLINGS = 26 * PER_LETTER;

export function levelCode(n: number): string {
  if (n < 1 || n > MAX_SIBLINGS) throw new RangeError('org code index out of range');
  const letter = String.fromCharCode(65 + Math.floor((n - 1) / PER_LETTER));
  return `${letter}${String(((n - 1) % PER_LETTER) + 1).padStart(2, '0')}`;
}

/** Index (1-based) of the last level of a code, or 0 when it is not a well-formed child of `parent`. */
export function levelIndex(code: string, parent: string): number {
  if (!code.startsWith(parent)) return 0;
  const m = /^([A-Z])(\d{2})$/.exec(code.slice(parent.length));
  if (!m) return 0;
  const num = Number(m[2]);
  if (num < 1) return 0;
  return (m[1].charCodeAt(0) - 65) * PER_LETTER + num;
}

/** The next free code under `parent` ('' for a root) given the codes its children ever had. */
export function nextOrgCode(parent: string, siblingCodes: string[]): string {
  const highest = Math.max(0, ...siblingCodes.map((c) => levelIndex(c, parent)));
  if (highest >= MAX_SIBLINGS) throw new RangeError('too many siblings');
  return `${parent}${levelCode(highest + 1)}`;
}
