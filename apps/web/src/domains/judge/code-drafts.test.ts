import { beforeEach, describe, expect, it } from 'vitest';
import { freshLocalStorage } from '../../test-support/memory-storage.ts';
import { loadDraft, preferredLanguage, rememberLanguage, saveDraft } from './code-drafts.ts';

beforeEach(freshLocalStorage);

describe('practice drafts', () => {
  it('keeps one draft per problem and language, the template otherwise', () => {
    saveDraft('p1', 'cpp17', 'int main(){}', 'T');
    expect(loadDraft('p1', 'cpp17', 'T')).toBe('int main(){}');
    expect(loadDraft('p1', 'python3', 'PY')).toBe('PY');
    expect(loadDraft('p2', 'cpp17', 'T')).toBe('T');
  });

  it('drops the draft when the code is back to the template', () => {
    saveDraft('p1', 'c', 'x', 'T');
    saveDraft('p1', 'c', 'T', 'T');
    expect(loadDraft('p1', 'c', 'T2')).toBe('T2');
  });

  it('remembers the language only when it is still available', () => {
    rememberLanguage('python3');
    expect(preferredLanguage(['cpp17', 'python3'])).toBe('python3');
    expect(preferredLanguage(['cpp17'])).toBe('cpp17');
  });
});
