/** Local drafts of the practice editor: one per problem and language, kept in localStorage. */
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

/** The saved draft, or the language template when there is none. */
export function loadDraft(problemId: string, language: string, template: string): string {
  return storage()?.getItem(draftKey(problemId, language)) ?? template;
}

/** Saves the code; code equal to the template (or too long to submit) is not kept. */
export function saveDraft(problemId: string, language: string, code: string, template: string): void {
  const s = storage();
  if (!s) return;
  const key = draftKey(problemId, language);
  try {
    if (code === template || code.length > MAX_DRAFT) s.removeItem(key);
    else s.setItem(key, code);
  } catch {
    // storage full: the draft is a convenience only
  }
}

/** The language last used in the practice area. */
export function preferredLanguage(available: string[]): string | undefined {
  const saved = storage()?.getItem(LANGUAGE_KEY);
  return saved && available.includes(saved) ? saved : available[0];
}

export function rememberLanguage(language: string): void {
  storage()?.setItem(LANGUAGE_KEY, language);
}
