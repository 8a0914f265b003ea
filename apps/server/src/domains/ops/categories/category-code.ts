/**
 * Hierarchical category codes: each level adds one segment `A01`..`A99`, `B01`..`Z99` (2,574 siblings).
 * A child of `A01` is `A01A01`, its next sibling `A01A02`.
 */
const SEGMENT_RE = /^[A-Z]\d{2}$/;
const PER_LETTER = 99;
export const MAX_SIBLINGS = 26 * PER_LETTER;

function segmentIndex(segment: string): number {
  if (!SEGMENT_RE.test(segment)) return -1;
  const n = Number(segment.slice(1));
  if (n < 1) return -1;
  return (segment.charCodeAt(0) - 65) * PER_LETTER + (n - 1);
}

function segmentOf(index: number): string {
  const letter = String.fromCharCode(65 + Math.floor(index / PER_LETTER));
  return `${letter}${String((index % PER_LETTER) + 1).padStart(2, '0')}`;
}

/** The next free code under `parentCode` ('' for roots) given the codes its children already use. */
export function nextCode(parentCode: string, siblingCodes: string[]): string | null {
  let max = -1;
  for (const code of siblingCodes) {
    if (!code.startsWith(parentCode) || code.length !== parentCode.length + 3) continue;
    max = Math.max(max, segmentIndex(code.slice(parentCode.length)));
  }
  return max + 1 >= MAX_SIBLINGS ? null : `${parentCode}${segmentOf(max + 1)}`;
}
