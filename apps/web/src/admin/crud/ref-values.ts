import { splitIds } from '@ck/shared';

export interface RefOption {
  value: string;
  label: string;
}

/** A multiple ref's stored value (`a,b`) as the select's array; a single ref stays one id. */
export function selectedRefs(
  value: string | undefined,
  multiple: boolean | undefined,
): string | string[] | undefined {
  if (multiple) return splitIds(value);
  return value || undefined;
}

/**
 * The select's value back as the API stores it: ids comma-joined. Clearing gives '' (not undefined),
 * so an edit sends the field and the server empties it instead of keeping the old value.
 */
export function refValueOf(selected: string | string[] | undefined | null): string {
  if (Array.isArray(selected)) return selected.join(',');
  return selected ?? '';
}

/**
 * Options for the chosen ids that are not among the loaded rows (beyond the first page), labelled by
 * the record's `<field>_dictText` (labels comma-joined in the ids' order), else by the id itself.
 */
export function missingRefOptions(
  ids: string[],
  currentLabel: string | undefined,
  loaded: RefOption[],
): RefOption[] {
  const labels = currentLabel ? currentLabel.split(',') : [];
  const known = new Set(loaded.map((o) => o.value));
  const byIndex = labels.length === ids.length;
  return ids
    .map((id, i) => ({ value: id, label: (byIndex ? labels[i] : undefined) || id }))
    .filter((o) => !known.has(o.value));
}

/** The labels a list cell shows as tags (each once). */
export function refTags(dictText: unknown): string[] {
  if (typeof dictText !== 'string' || !dictText) return [];
  return [...new Set(dictText.split(',').filter(Boolean))];
}
