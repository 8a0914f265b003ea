import { CONTEST_PHASES, type ContestPhase, type ContestRuleType, PARTICIPANT_SOURCES } from '@ck/shared';

/** Tag colours of a contest's phase. */
export const PHASE_COLORS: Record<ContestPhase, string> = {
  upcoming: 'default',
  registering: 'blue',
  running: 'green',
  ended: 'purple',
};

export const phaseText = (phase: string | null | undefined): string =>
  phase && phase in CONTEST_PHASES ? CONTEST_PHASES[phase as ContestPhase] : '—';

/** Short rule names for table tags; the dictionary text is the long one. */
export const RULE_SHORT: Record<ContestRuleType, string> = {
  acm: 'ACM',
  oi: 'OI',
  ioi: 'IOI',
  paper: '试卷',
};

export const sourceText = (source: string): string =>
  source in PARTICIPANT_SOURCES ? PARTICIPANT_SOURCES[source as keyof typeof PARTICIPANT_SOURCES] : source;

/** `YYYY-MM-DD HH:mm` of a server time, or a dash. */
export const shortTime = (t: string | null | undefined): string => (t ? t.slice(0, 16) : '—');
