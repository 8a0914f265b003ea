import { POINTS_KINDS } from '@ck/shared';

/** The kinds for a filter select, in catalogue order. */
export const KIND_OPTIONS = Object.entries(POINTS_KINDS).map(([value, label]) => ({ value, label }));

/** `+5` in green, `-3` in red: the sign is always shown. */
export const amountText = (amount: number) => (amount > 0 ? `+${amount}` : String(amount));
export const amountColor = (amount: number) => (amount > 0 ? '#389e0d' : '#cf1322');
