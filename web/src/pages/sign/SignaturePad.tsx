import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Eraser, Undo2 } from 'lucide-react';
import { Button } from '../../components/ui';
import { inkProblem, type Stroke } from './signatureInk';

/** The drawing cut to its ink (plus a margin), so the stamp in the PDF is the signature, not an empty box. */
function croppedPng(source: HTMLCanvasElement, strokes: Stroke[]): string {
  const pts = strokes.flat();
  const pad = 12;
  const x0 = Math.max(0, Math.min(...pts.map((p) => p.x)) - pad);
  const y0 = Math.max(0, Math.min(...pts.map((p) => p.y)) - pad);
  const x1 = Math.min(WIDTH, Math.max(...pts.map((p) => p.x)) + pad);
  const y1 = Math.min(HEIGHT, Math.max(...pts.map((p) => p.y)) + pad);
  const out = document.createElement('canvas');
  // At least the server's minimum size (60x20 px).
  out.width = Math.max(60, Math.round((x1 - x0) * SCALE));
  out.height = Math.max(20, Math.round((y1 - y0) * SCALE));
  const ctx = out.getContext('2d');
  if (!ctx) return source.toDataURL('image/png');
  ctx.drawImage(source, x0 * SCALE, y0 * SCALE, (x1 - x0) * SCALE, (y1 - y0) * SCALE, 0, 0, (x1 - x0) * SCALE, (y1 - y0) * SCALE);
  return out.toDataURL('image/png');
}

/** CSS size of the drawing area; the bitmap is drawn at 2x for sharp lines. */
const WIDTH = 600;
const HEIGHT = 200;
const SCALE = 2;

interface SignaturePadProps {
  /** Called with a PNG data URL once the drawing holds enough ink, else null. */
  onChange: (image: string | null) => void;
  label: string;
}

/**
 * Draw a signature with a mouse, a pen or a finger: pointer events (one code
 * path for all three), `touch-action: none` so a finger draws instead of
 * scrolling, strokes kept for Undo, and Clear. The image is offered only when
 * the drawing passes the minimum ink check (signatureInk.ts).
 */
export function SignaturePad({ onChange, label }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Stroke[]>([]);
  const drawing = useRef<number | null>(null);
  const [count, setCount] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const redraw = useCallback(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    ctx.setTransform(SCALE, 0, 0, SCALE, 0, 0);
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.strokeStyle = '#0b1f4d';
    ctx.lineWidth = 2.6;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (const s of strokes.current) {
      if (s.length === 0) continue;
      ctx.beginPath();
      ctx.moveTo(s[0]!.x, s[0]!.y);
      if (s.length === 1) ctx.lineTo(s[0]!.x + 0.1, s[0]!.y);
      for (let i = 1; i < s.length; i++) {
        const mid = { x: (s[i - 1]!.x + s[i]!.x) / 2, y: (s[i - 1]!.y + s[i]!.y) / 2 };
        ctx.quadraticCurveTo(s[i - 1]!.x, s[i - 1]!.y, mid.x, mid.y);
      }
      ctx.stroke();
    }
  }, []);

  const publish = useCallback(() => {
    setCount(strokes.current.length);
    const why = inkProblem(strokes.current);
    setProblem(strokes.current.length ? why : null);
    const el = canvas.current;
    onChange(!why && el ? croppedPng(el, strokes.current) : null);
  }, [onChange]);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    el.width = WIDTH * SCALE;
    el.height = HEIGHT * SCALE;
    redraw();
  }, [redraw]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) / r.width) * WIDTH, y: ((e.clientY - r.top) / r.height) * HEIGHT };
  };

  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = e.pointerId;
    strokes.current.push([point(e)]);
    redraw();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== e.pointerId) return;
    e.preventDefault();
    strokes.current.at(-1)!.push(point(e));
    redraw();
  };
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (drawing.current !== e.pointerId) return;
    drawing.current = null;
    publish();
  };

  const undo = () => {
    strokes.current.pop();
    redraw();
    publish();
  };
  const clear = () => {
    strokes.current = [];
    redraw();
    publish();
  };

  return (
    <div className="sig-pad">
      <canvas
        ref={canvas}
        className="sig-pad-canvas"
        role="img"
        aria-label={label}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
        data-strokes={count}
      />
      <div className="sig-pad-tools">
        <span className="sig-pad-hint" aria-live="polite">
          {problem ?? (count ? 'Looks good.' : 'Draw with your mouse, pen or finger.')}
        </span>
        <Button variant="ghost" size="sm" onClick={undo} disabled={count === 0}>
          <Undo2 aria-hidden size={16} /> Undo
        </Button>
        <Button variant="ghost" size="sm" onClick={clear} disabled={count === 0}>
          <Eraser aria-hidden size={16} /> Clear
        </Button>
      </div>
    </div>
  );
}
