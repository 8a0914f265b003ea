/**
 * The items of a list sent as text (`a,b`, split at `separator`) or as an array: trimmed, blanks and
 * repeats dropped, in the order first given.
 */
export function distinctItems(
  list: string | readonly string[] | null | undefined,
  separator: string | RegExp = ',',
): string[] {
  const items = typeof list === 'string' ? list.split(separator) : (list ?? []);
  return [...new Set(items.map((s) => s.trim()).filter(Boolean))];
}
