/** What the masked key shows in place of the hidden part; a posted key containing it means "keep". */
export const KEY_MASK = '****';

/** Keys shorter than this show no real character at all: four of eight would be half the key. */
const HINT_MIN_LENGTH = 12;

/** The characters kept for the masked view: the last four of a long enough key, else none. */
export function keyHint(apiKey: string): string {
  return apiKey.length >= HINT_MIN_LENGTH ? apiKey.slice(-4) : '';
}

/**
 * The key as the browser may see it: the well-known `sk-` prefix when the key has it, the mask and
 * the stored hint (`sk-****wxyz`); '' without a key. Never more than four real characters.
 */
export function maskKey(apiKey: string, hint: string): string {
  if (!apiKey) return '';
  const prefix = apiKey.startsWith('sk-') ? 'sk-' : '';
  return `${prefix}${KEY_MASK}${hint.slice(-4)}`;
}

/** Whether a posted key means "keep the stored one": empty, or the masked value sent back. */
export const keepsStoredKey = (posted: string) => posted === '' || posted.includes(KEY_MASK);
