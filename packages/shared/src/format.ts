/** Shared display rules (SPEC.md §4, §9). */
export function gradeOf(gotScore: number | null | undefined, totalScore: number | null | undefined): string {
  if (gotScore === null || gotScore === undefined || !totalScore) return 'E';
  const ratio = gotScore / totalScore;
  if (ratio >= 0.9) return 'A';
  if (ratio >= 0.8) return 'B';
  if (ratio >= 0.7) return 'C';
  return 'D';
}

export function greetingOf(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}

export function ellipsis(text: string | null | undefined, length = 25): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export function thousands(n: number | string | null | undefined): string {
  if (n === null || n === undefined || n === '') return '';
  const [int, frac] = String(n).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
