import { MASCOT_WIDTH } from './mascot-rules.ts';

/** Draws the code dog: a round face, floppy ears, a collar tag with `</>`; `blink` closes the eyes. */
export function drawMascot(ctx: CanvasRenderingContext2D, blink: boolean, colour: string) {
  const w = MASCOT_WIDTH;
  ctx.clearRect(0, 0, w, 124);
  const cx = w / 2;
  const cy = 64;
  // ears
  ctx.fillStyle = '#8b5a2b';
  ctx.beginPath();
  ctx.ellipse(cx - 44, cy - 18, 16, 30, -0.5, 0, Math.PI * 2);
  ctx.ellipse(cx + 44, cy - 18, 16, 30, 0.5, 0, Math.PI * 2);
  ctx.fill();
  // face
  ctx.fillStyle = '#f4c27a';
  ctx.beginPath();
  ctx.ellipse(cx, cy, 46, 42, 0, 0, Math.PI * 2);
  ctx.fill();
  // muzzle
  ctx.fillStyle = '#fff3de';
  ctx.beginPath();
  ctx.ellipse(cx, cy + 16, 24, 18, 0, 0, Math.PI * 2);
  ctx.fill();
  // eyes
  ctx.strokeStyle = '#2b2b2b';
  ctx.fillStyle = '#2b2b2b';
  ctx.lineWidth = 3;
  for (const dx of [-17, 17]) {
    ctx.beginPath();
    if (blink) {
      ctx.moveTo(cx + dx - 6, cy - 6);
      ctx.lineTo(cx + dx + 6, cy - 6);
      ctx.stroke();
    } else {
      ctx.arc(cx + dx, cy - 6, 6, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fff';
      ctx.beginPath();
      ctx.arc(cx + dx + 2, cy - 8, 2, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#2b2b2b';
    }
  }
  // nose and mouth
  ctx.beginPath();
  ctx.ellipse(cx, cy + 9, 7, 5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx - 6, cy + 18, 6, 0.1 * Math.PI, 0.9 * Math.PI);
  ctx.arc(cx + 6, cy + 18, 6, 0.1 * Math.PI, 0.9 * Math.PI);
  ctx.lineWidth = 2;
  ctx.stroke();
  // collar and tag
  ctx.fillStyle = colour;
  ctx.fillRect(cx - 34, cy + 36, 68, 8);
  ctx.beginPath();
  ctx.arc(cx, cy + 50, 10, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 9px monospace';
  ctx.textAlign = 'center';
  ctx.fillText('</>', cx, cy + 53);
  // cheeks
  ctx.fillStyle = 'rgba(255, 120, 120, 0.35)';
  ctx.beginPath();
  ctx.arc(cx - 30, cy + 8, 6, 0, Math.PI * 2);
  ctx.arc(cx + 30, cy + 8, 6, 0, Math.PI * 2);
  ctx.fill();
}
