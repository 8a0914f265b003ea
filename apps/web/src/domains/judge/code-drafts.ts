/**
 * Local code drafts, kept in localStorage under a key: the practice editor keeps one per problem and language
 * (the functions at the end); the contest arena keys its own through the same functions.
 */
const PREFIX = 'ck-oj-draft';
const LANGUAGE_KEY = 'ck-oj-language';
const MAX_DRAFT = 65_536;

const draftKey = (problemId: string, language: string) => `${PREFIX}:${problemId}:${language}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The draft saved under `key`, or the language template when there is none. */
export function readDraft(key: string, template: string): string {
  return storage()?.getItem(key) ?? template;
}

/** Saves the code; code equal to the template (or too long to submit) is not kept. */
export function writeDraft(key: string, code: string, template: string): void {
  const s = storage();
  if (!s) return;
  try {
    if (code === template || code.length > MAX_DRAFT) s.removeItem(key);
    else s.setItem(key, code);
  } catch {
    // storage full: the draft is a convenience only
  }
}

/** The language saved under `key` if still available, else the first available one. */
export function savedLanguage(key: string, available: string[]): string | undefined {
  const saved = storage()?.getItem(key);
  return saved && available.includes(saved) ? saved : available[0];
}

/** Remembers a language under `key`; a full storage only loses the preference. */
export function keepLanguage(key: string, language: string): void {
  try {
    storage()?.setItem(key, language);
  } catch {
    // storage full
  }
}

/** The saved practice draft, or the language template when there is none. */
export function loadDraft(problemId: string, language: string, template: string): string {
  return readDraft(draftKey(problemId, language), template);
}

export function saveDraft(problemId: string, language: string, code: string, template: string): void {
  writeDraft(draftKey(problemId, language), code, template);
}

/** The language last used in the practice area. */
export function preferredLanguage(available: string[]): string | undefined {
  return savedLanguage(LANGUAGE_KEY, available);
}

export function rememberLanguage(language: string): void {
  storage()?.setItem(LANGUAGE_KEY, language);
}
