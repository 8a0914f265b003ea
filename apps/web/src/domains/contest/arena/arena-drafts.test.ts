import { beforeEach, describe, expect, it } from 'vitest';
import { freshLocalStorage } from '../../../test-support/memory-storage.ts';
import {
  contestDraftKey,
  contestLanguage,
  loadContestDraft,
  rememberContestLanguage,
  saveContestDraft,
} from './arena-drafts.ts';

beforeEach(freshLocalStorage);

describe('contest drafts', () => {
  it('keys by contest, problem and language', () => {
    expect(contestDraftKey('c1', 'p1', 'cpp17')).toBe('ck-contest-draft:c1:p1:cpp17');
    expect(contestDraftKey('c1', 'p1', 'cpp17')).not.toBe(contestDraftKey('c2', 'p1', 'cpp17'));
  });

  it('gives the template until something else is typed, and survives a reload', () => {
    expect(loadContestDraft('c1', 'p1', 'cpp17', 'TEMPLATE')).toBe('TEMPLATE');
    saveContestDraft('c1', 'p1', 'cpp17', 'int main(){}', 'TEMPLATE');
    expect(loadContestDraft('c1', 'p1', 'cpp17', 'TEMPLATE')).toBe('int main(){}');
    // Another contest with the same problem, or another language, has its own draft.
    expect(loadContestDraft('c2', 'p1', 'cpp17', 'TEMPLATE')).toBe('TEMPLATE');
    expect(loadContestDraft('c1', 'p1', 'python3', 'PY')).toBe('PY');
  });

  it('drops a draft equal to the template or too long to submit', () => {
    saveContestDraft('c1', 'p1', 'cpp17', 'x', 'T');
    saveContestDraft('c1', 'p1', 'cpp17', 'T', 'T');
    expect(localStorage.getItem(contestDraftKey('c1', 'p1', 'cpp17'))).toBeNull();
    saveContestDraft('c1', 'p1', 'cpp17', 'y'.repeat(70_000), 'T');
    expect(loadContestDraft('c1', 'p1', 'cpp17', 'T')).toBe('T');
  });

  it('remembers the language per contest when still allowed', () => {
    expect(contestLanguage('c1', ['cpp17', 'python3'])).toBe('cpp17');
    rememberContestLanguage('c1', 'python3');
    expect(contestLanguage('c1', ['cpp17', 'python3'])).toBe('python3');
    expect(contestLanguage('c1', ['cpp17'])).toBe('cpp17');
    expect(contestLanguage('c2', ['java'])).toBe('java');
  });
});
