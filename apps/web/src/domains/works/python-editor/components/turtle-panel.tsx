import { useEffect, useRef, useState } from 'react';
import { TurtleCanvas } from '../runtime/turtle-canvas.ts';

/** The turtle's screen: a drawing canvas with the cursors' canvas on top, the background behind. */
export function TurtlePanel({ onCanvas }: { onCanvas: (canvas: TurtleCanvas | null) => void }) {
  const drawRef = useRef<HTMLCanvasElement>(null);
  const cursorRef = useRef<HTMLCanvasElement>(null);
  const [look, setLook] = useState({ background: 'white', title: '' });
  useEffect(() => {
    if (!drawRef.current || !cursorRef.current) return;
    const canvas: TurtleCanvas = new TurtleCanvas(drawRef.current, cursorRef.current, () =>
      setLook({ background: canvas.background, title: canvas.title }),
    );
    onCanvas(canvas);
    return () => onCanvas(null);
  }, [onCanvas]);
  return (
    <div className="ck-py-turtle">
      <div className="ck-py-panel-title">
        <span>海龟画布{look.title ? `：${look.title}` : ''}</span>
      </div>
      <div className="ck-py-turtle-stage">
        <div className="ck-py-turtle-screen" style={{ background: look.background }}>
          <canvas ref={drawRef} data-testid="turtle-canvas" />
          <canvas ref={cursorRef} />
        </div>
      </div>
    </div>
  );
}
