import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import type { BlogArtVariant } from './blogPosts';
import './BlogArt.css';

interface BlogArtProps {
  variant: BlogArtVariant;
  alt: string;
  className?: string;
}

/** Inline illustrations for blog posts: no remote images, colours from the design tokens. */
export function BlogArt({ variant, alt, className }: BlogArtProps) {
  const uid = useId().replace(/:/g, '');
  const bg = `${uid}-bg`;
  return (
    <svg
      className={clsx('mk-art', `mk-art-${variant}`, className)}
      viewBox="0 0 640 320"
      role="img"
      aria-label={alt}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={bg} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="mk-art-stop-a" />
          <stop offset="1" className="mk-art-stop-b" />
        </linearGradient>
      </defs>
      <rect width="640" height="320" fill={`url(#${bg})`} />
      <circle cx="560" cy="40" r="120" className="mk-art-glow" />
      <circle cx="60" cy="300" r="90" className="mk-art-glow" />
      {ART[variant]}
    </svg>
  );
}

const docLines = (x: number, y: number, widths: number[]) =>
  widths.map((w, i) => <rect key={i} x={x} y={y + i * 18} width={w} height="8" rx="4" className="mk-art-line" />);

const ART: Record<BlogArtVariant, ReactNode> = {
  lease: (
    <g>
      {/* House */}
      <path d="M110 180 L200 105 L290 180 Z" className="mk-art-solid" />
      <rect x="130" y="178" width="140" height="92" rx="4" className="mk-art-paper" />
      <rect x="185" y="215" width="30" height="55" rx="3" className="mk-art-accent" />
      <rect x="145" y="195" width="28" height="24" rx="3" className="mk-art-soft" />
      <rect x="227" y="195" width="28" height="24" rx="3" className="mk-art-soft" />
      {/* Lease */}
      <g transform="rotate(4 440 160)">
        <rect x="360" y="60" width="170" height="220" rx="10" className="mk-art-paper" />
        <rect x="380" y="82" width="90" height="12" rx="6" className="mk-art-accent" />
        {docLines(380, 112, [130, 116, 130, 96, 124, 110])}
        <path d="M385 250 q15 -22 28 -4 t26 -2 t30 -6" className="mk-art-ink" fill="none" />
        <rect x="380" y="258" width="100" height="2" className="mk-art-line" />
      </g>
    </g>
  ),
  ai: (
    <g>
      {[
        [120, 90],
        [200, 60],
        [180, 160],
        [90, 200],
        [260, 130],
        [230, 240],
      ].map(([x, y], i, points) => (
        <g key={i}>
          {i > 0 && <line x1={points[i - 1]?.[0]} y1={points[i - 1]?.[1]} x2={x} y2={y} className="mk-art-wire" />}
          <circle cx={x} cy={y} r="10" className="mk-art-soft" />
        </g>
      ))}
      <path d="M320 95 L332 132 L370 144 L332 156 L320 193 L308 156 L270 144 L308 132 Z" className="mk-art-spark" />
      <rect x="400" y="60" width="170" height="210" rx="10" className="mk-art-paper" />
      <rect x="420" y="82" width="70" height="12" rx="6" className="mk-art-accent" />
      {docLines(420, 112, [130, 110, 124])}
      <rect x="420" y="172" width="12" height="12" rx="3" className="mk-art-accent" />
      <rect x="440" y="174" width="100" height="8" rx="4" className="mk-art-line" />
      <rect x="420" y="196" width="12" height="12" rx="3" className="mk-art-accent" />
      <rect x="440" y="198" width="86" height="8" rx="4" className="mk-art-line" />
      <rect x="420" y="220" width="12" height="12" rx="3" className="mk-art-accent" />
      <rect x="440" y="222" width="110" height="8" rx="4" className="mk-art-line" />
    </g>
  ),
  mistakes: (
    <g>
      <g transform="rotate(-5 250 165)">
        <rect x="160" y="50" width="180" height="230" rx="10" className="mk-art-paper" />
        <rect x="182" y="74" width="96" height="12" rx="6" className="mk-art-accent" />
        {docLines(182, 104, [136, 120, 136, 100, 128, 112, 90])}
        <path d="M180 158 h120" className="mk-art-strike" />
      </g>
      <path d="M440 80 L540 250 L340 250 Z" className="mk-art-warn" strokeLinejoin="round" />
      <rect x="432" y="140" width="16" height="60" rx="8" className="mk-art-warn-mark" />
      <circle cx="440" cy="222" r="10" className="mk-art-warn-mark" />
    </g>
  ),
  compare: (
    <g>
      <rect x="70" y="70" width="170" height="200" rx="6" className="mk-art-paper" />
      {docLines(92, 96, [126, 100, 126, 90, 120, 110, 70])}
      <circle cx="320" cy="170" r="36" className="mk-art-paper" />
      <text x="320" y="182" textAnchor="middle" className="mk-art-vs">
        vs
      </text>
      <rect x="390" y="80" width="200" height="130" rx="10" className="mk-art-solid" />
      <rect x="402" y="92" width="176" height="106" rx="4" className="mk-art-paper" />
      <rect x="416" y="104" width="70" height="10" rx="5" className="mk-art-accent" />
      {docLines(416, 124, [140, 120, 148])}
      <rect x="370" y="210" width="240" height="16" rx="8" className="mk-art-solid" />
      <circle cx="548" cy="175" r="12" className="mk-art-accent" />
      <path d="M542 175 l4 4 l8 -8" className="mk-art-tick" fill="none" />
    </g>
  ),
  future: (
    <g>
      <circle cx="320" cy="215" r="95" className="mk-art-sun" />
      {[
        [40, 170, 60],
        [110, 120, 50],
        [170, 190, 70],
        [250, 150, 40],
        [400, 130, 55],
        [465, 185, 60],
        [535, 110, 65],
      ].map(([x, y, w]) => (
        <rect key={x} x={x} y={y} width={w} height={320 - (y ?? 0)} className="mk-art-skyline" />
      ))}
      <rect x="282" y="70" width="76" height="140" rx="12" className="mk-art-paper" />
      <rect x="296" y="90" width="48" height="8" rx="4" className="mk-art-accent" />
      {docLines(296, 108, [48, 40, 48, 34])}
      <path d="M298 190 q10 -12 18 -2 t22 -4" className="mk-art-ink" fill="none" />
    </g>
  ),
};
