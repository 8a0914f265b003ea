/**
 * A one-page A4 lesson sheet written as a PDF by hand: a coloured title band, numbered step boxes, a
 * drawing of the stage with a sprite, and a notes grid. Text uses the built-in Helvetica font, so it
 * must be Latin-1; the platform shows the Chinese lesson text around the document.
 */
export interface LessonSheet {
  title: string;
  subtitle: string;
  steps: string[];
  /** Fill colour of the title band, as `r g b` in 0..1. */
  accent?: [number, number, number];
}

const W = 595;
const H = 842;

const text = (s: string) => {
  if (!/^[\x20-\x7e]*$/.test(s)) throw new Error(`PDF 文本只能包含 ASCII 字符：${s}`);
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`)})`;
};

const rgb = ([r, g, b]: [number, number, number]) => `${r} ${g} ${b}`;

/** A circle as four Bézier curves (PDF has no circle operator). */
function circle(cx: number, cy: number, r: number) {
  const k = 0.5523 * r;
  return [
    `${cx + r} ${cy} m`,
    `${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c`,
    `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c`,
    `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c`,
    `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`,
  ].join('\n');
}

function pageContent(sheet: LessonSheet): string {
  const accent = sheet.accent ?? [0.2, 0.45, 0.85];
  const ops: string[] = [];
  // Title band.
  ops.push(`${rgb(accent)} rg 0 ${H - 120} ${W} 120 re f`);
  ops.push(`BT /F2 26 Tf 1 1 1 rg 48 ${H - 62} Td ${text(sheet.title)} Tj ET`);
  ops.push(`BT /F1 13 Tf 1 1 1 rg 48 ${H - 90} Td ${text(sheet.subtitle)} Tj ET`);
  // Steps: a rounded-looking box with a numbered disc for each.
  sheet.steps.forEach((step, i) => {
    const y = H - 190 - i * 62;
    ops.push(`0.95 0.96 0.99 rg 0.75 0.8 0.9 RG 1 w 40 ${y - 14} ${W - 80} 48 re B`);
    ops.push(`${rgb(accent)} rg ${circle(68, y + 10, 14)} f`);
    ops.push(`BT /F2 14 Tf 1 1 1 rg ${i + 1 >= 10 ? 60 : 64} ${y + 5} Td ${text(String(i + 1))} Tj ET`);
    ops.push(`BT /F1 13 Tf 0.15 0.15 0.2 rg 96 ${y + 5} Td ${text(step)} Tj ET`);
  });
  // The stage: sky, ground, sun and a round sprite with eyes.
  const top = H - 190 - sheet.steps.length * 62 - 20;
  const stageH = 210;
  const stageY = top - stageH;
  ops.push(`0.75 0.9 1 rg 0.3 0.3 0.4 RG 2 w 40 ${stageY} 300 ${stageH} re B`);
  ops.push(`0.49 0.79 0.42 rg 41 ${stageY + 1} 298 60 re f`);
  ops.push(`1 0.85 0.3 rg ${circle(300, stageY + stageH - 36, 20)} f`);
  ops.push(`0.97 0.63 0.24 rg 0.35 0.23 0.1 RG 2 w ${circle(130, stageY + 86, 30)} B`);
  ops.push(`0.1 0.1 0.1 rg ${circle(120, stageY + 92, 4)} f ${circle(140, stageY + 92, 4)} f`);
  ops.push(
    `BT /F1 11 Tf 0.3 0.3 0.4 rg 40 ${stageY - 16} Td ${text('Stage 480 x 360: x from -240 to 240, y from -180 to 180')} Tj ET`,
  );
  // Notes grid.
  ops.push(`BT /F2 14 Tf 0.15 0.15 0.2 rg 364 ${top - 16} Td ${text('My notes')} Tj ET`);
  ops.push('0.8 0.82 0.88 RG 0.5 w');
  for (let k = 0; k <= 7; k++) ops.push(`364 ${top - 34 - k * 24} m ${W - 40} ${top - 34 - k * 24} l S`);
  ops.push(
    `BT /F1 10 Tf 0.5 0.5 0.55 rg 40 40 Td ${text('Click the green flag to run the project. Save your work often!')} Tj ET`,
  );
  return ops.join('\n');
}

/** The PDF bytes of a lesson sheet, with a correct cross-reference table. */
export function lessonPdf(sheet: LessonSheet): Buffer {
  const content = pageContent(sheet);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${text(sheet.title)} /Producer (CodeKids) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
