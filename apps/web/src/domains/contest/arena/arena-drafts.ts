import { keepLanguage, readDraft, savedLanguage, writeDraft } from '../../judge/code-drafts.ts';

/** Code drafts of the arena: one per contest, problem and language, kept in localStorage. */
const PREFIX = 'ck-contest-draft';
const LANGUAGE_PREFIX = 'ck-contest-language';

export const contestDraftKey = (contestId: string, problemId: string, language: string) =>
  `${PREFIX}:${contestId}:${problemId}:${language}`;

/** The saved draft, or the language template when there is none. */
export function loadContestDraft(contestId: string, problemId: string, language: string, template: string) {
  return readDraft(contestDraftKey(contestId, problemId, language), template);
}

/** Keeps the code; code equal to the template (or too long to submit) is dropped. */
export function saveContestDraft(
  contestId: string,
  problemId: string,
  language: string,
  code: string,
  template: string,
): void {
  writeDraft(contestDraftKey(contestId, problemId, language), code, template);
}

/** The language last used in this contest, if still allowed; else the first allowed one. */
export function contestLanguage(contestId: string, available: string[]): string | undefined {
  return savedLanguage(`${LANGUAGE_PREFIX}:${contestId}`, available);
}

export function rememberContestLanguage(contestId: string, language: string): void {
  keepLanguage(`${LANGUAGE_PREFIX}:${contestId}`, language);
}
