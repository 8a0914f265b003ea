/** The lines of a program shown on its card: the first ones, long lines cut. */
export function cardLines(code: string, maxLines = 14, maxChars = 46): string[] {
  const lines = code.replace(/\t/g, '    ').split('\n');
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const shown = lines
    .slice(0, maxLines)
    .map((l) => (l.length > maxChars ? `${l.slice(0, maxChars - 1)}…` : l));
  if (lines.length > maxLines) shown.push('…');
  return shown;
}

/** A cover for a program that draws nothing: its title and first lines on a dark card, as PNG. */
export function codeCard(title: string, code: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.fillStyle = '#1e2a3a';
  ctx.fillRect(0, 0, 800, 600);
  ctx.fillStyle = '#ffd43b';
  ctx.fillRect(0, 0, 800, 72);
  ctx.fillStyle = '#1e2a3a';
  ctx.font = 'bold 30px sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillText(`🐍 ${title}`.slice(0, 30), 28, 38);
  ctx.font = '22px monospace';
  ctx.textBaseline = 'alphabetic';
  cardLines(code).forEach((line, i) => {
    ctx.fillStyle = line.trimStart().startsWith('#') ? '#7f9cb5' : '#e6edf3';
    ctx.fillText(line, 28, 116 + i * 32);
  });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
