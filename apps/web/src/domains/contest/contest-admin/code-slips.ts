/** One cut-out slip of a verification code. */
export interface CodeSlip {
  code: string;
  groupName: string;
}

/** Codes as printable slips, the unused first and in code order within a group, so a pile stays tidy. */
export function codeSlips(
  rows: { code: string; groupId: string; groupName?: string | null; usedBy?: string | null }[],
  groupNames: Map<string, string>,
  onlyUnused: boolean,
): CodeSlip[] {
  return rows
    .filter((r) => !onlyUnused || !r.usedBy)
    .map((r) => ({ code: r.code, groupName: r.groupName || groupNames.get(r.groupId) || '' }))
    .sort((a, b) => a.groupName.localeCompare(b.groupName, 'zh-CN') || a.code.localeCompare(b.code));
}

/** Where a contestant redeems a code: the contest's home page on this site. */
export const redeemUrl = (origin: string, contestId: string) =>
  `${origin}/home-page/raceHome?id=${encodeURIComponent(contestId)}`;

/** Codes as plain text, one `group<TAB>code` a line, for pasting into a sheet. */
export const slipsAsText = (slips: CodeSlip[]) => slips.map((s) => `${s.groupName}\t${s.code}`).join('\n');
