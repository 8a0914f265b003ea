import qrcode from 'qrcode-generator';

/** The dark modules of a QR code of `text` (error correction M), generated locally. */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, row) => Array.from({ length: n }, (_, col) => qr.isDark(row, col)));
}

/** One SVG path drawing every dark module as a unit square, offset by a quiet zone of `margin` modules. */
export function qrPath(matrix: boolean[][], margin = 4): string {
  const parts: string[] = [];
  matrix.forEach((cells, row) => {
    cells.forEach((dark, col) => {
      if (dark) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    });
  });
  return parts.join('');
}
