import { CONTEST_PHASES, type ContestPhase, type ContestRuleType } from '@ck/shared';

/** The list's tabs: every phase, in the order a visitor looks for them. */
export const PHASE_TABS: { key: '' | ContestPhase; label: string }[] = [
  { key: '', label: '全部' },
  { key: 'registering', label: CONTEST_PHASES.registering },
  { key: 'running', label: CONTEST_PHASES.running },
  { key: 'upcoming', label: CONTEST_PHASES.upcoming },
  { key: 'ended', label: CONTEST_PHASES.ended },
];

export const PHASE_COLORS: Record<ContestPhase, string> = {
  registering: 'green',
  running: 'red',
  upcoming: 'orange',
  ended: '#8c8c8c',
};

export function phaseLabel(phase: ContestPhase): string {
  return CONTEST_PHASES[phase] ?? '';
}

/** Reads a `?phase=` value; anything else is the 全部 tab. */
export function phaseParam(value: string | null): ContestPhase | undefined {
  return value && Object.hasOwn(CONTEST_PHASES, value) ? (value as ContestPhase) : undefined;
}

/** Short rule tags for cards; the dictionary text goes in the tooltip. */
export const RULE_TAGS: Record<ContestRuleType, { label: string; color: string }> = {
  acm: { label: 'ACM', color: 'blue' },
  oi: { label: 'OI', color: 'purple' },
  ioi: { label: 'IOI', color: 'cyan' },
  paper: { label: '试卷', color: 'gold' },
};

export function ruleTag(ruleType: string): { label: string; color: string } {
  return Object.hasOwn(RULE_TAGS, ruleType)
    ? RULE_TAGS[ruleType as ContestRuleType]
    : { label: ruleType.toUpperCase(), color: 'default' };
}

/**
 * Whether a visitor may expect the board (dict `contest_board_visibility`): 0 jury only, 1 during and
 * after the contest, 2 after it. The server decides in the end; this only hides a button that would 403.
 */
export function boardExpected(visibility: number, phase: ContestPhase): boolean {
  if (visibility === 1) return phase === 'running' || phase === 'ended';
  if (visibility === 2) return phase === 'ended';
  return false;
}

export const GRADE_OPTIONS = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '初一',
  '初二',
  '初三',
  '高一',
  '高二',
  '高三',
].map((g) => ({ label: g, value: g }));
