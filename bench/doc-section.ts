import fs from 'node:fs';

const DOC = 'docs/benchmarks.md';

/**
 * Puts `section` into docs/benchmarks.md: in place of the section that starts with `heading` (up to
 * the next `## ` section), or at the end when there is none. The other benchmarks' sections stay.
 */
export function writeDocSection(heading: string, section: string) {
  const current = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '# 性能基准\n';
  const at = current.indexOf(heading);
  const next = at >= 0 ? current.indexOf('\n## ', at + 1) : -1;
  const before = (at >= 0 ? current.slice(0, at) : current).trimEnd();
  const after = next >= 0 ? `\n${current.slice(next + 1)}` : '';
  fs.writeFileSync(DOC, `${before}\n\n${section}${after}`);
}
