import { describe, expect, it } from 'vitest';
import { aiPanelAllowed } from './ai-scope.ts';

describe('where the code dog is offered', () => {
  it('never on the exam or the contest arena', () => {
    expect(aiPanelAllowed('/kaoshi-online')).toBe(false);
    expect(aiPanelAllowed('/kaoshi-online-device')).toBe(false);
    expect(aiPanelAllowed('/home-page/raceArena')).toBe(false);
    expect(aiPanelAllowed('/home-page/racearena/')).toBe(false);
  });

  it('on the practice area, the editors and the public site', () => {
    for (const path of ['/oj/problem/1', '/python', '/scratch3', '/home-page/home', '/home-page/raceList'])
      expect(aiPanelAllowed(path)).toBe(true);
  });
});
