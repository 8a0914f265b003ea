/** Code drafts of the arena: one per contest, problem and language, kept in localStorage. */
const PREFIX = 'ck-contest-draft';
const LANGUAGE_PREFIX = 'ck-contest-language';
const MAX_DRAFT = 65_536;

export const contestDraftKey = (contestId: string, problemId: string, language: string) =>
  `${PREFIX}:${contestId}:${problemId}:${language}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or the language template when there is none. */
export function loadContestDraft(contestId: string, problemId: string, language: string, template: string) {
  return storage()?.getItem(contestDraftKey(contestId, problemId, language)) ?? template;
}

/** Keeps the code; code equal to the template (or too long to submit) is dropped. */
export function saveContestDraft(
  contestId: string,
  problemId: string,
  language: string,
  code: string,
  template: string,
): void {
  const s = storage();
  if (!s) return;
  const key = contestDraftKey(contestId, problemId, language);
  try {
    if (code === template || code.length > MAX_DRAFT) s.removeItem(key);
    else s.setItem(key, code);
  } catch {
    // storage full: the draft is a convenience only
  }
}

/** The language last used in this contest, if still allowed; else the first allowed one. */
export function contestLanguage(contestId: string, available: string[]): string | undefined {
  const saved = storage()?.getItem(`${LANGUAGE_PREFIX}:${contestId}`);
  return saved && available.includes(saved) ? saved : available[0];
}

export function rememberContestLanguage(contestId: string, language: string): void {
  try {
    storage()?.setItem(`${LANGUAGE_PREFIX}:${contestId}`, language);
  } catch {
    // storage full
  }
}
