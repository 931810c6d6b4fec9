import { useId } from "react";
import { LOGO } from "../logo-mark";

/**
 * The logo mark, inline: the drawing of /media/logo.svg (the same geometry, logo-mark.ts),
 * part of the page instead of a file, so the navbar adds no request before the first
 * paint. Decorative: the company's name is the link's text beside it.
 * Its colours are the design tokens' custom properties (tokens.ts stays out of the browser).
 */
export function LogoMark({ size }: { size: number }) {
  const gradient = useId();
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${LOGO.size} ${LOGO.size}`}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: "var(--color-brand)" }} />
          <stop offset="1" style={{ stopColor: "var(--color-brand-dark)" }} />
        </linearGradient>
      </defs>
      <rect width={LOGO.size} height={LOGO.size} rx={LOGO.radius} fill={`url(#${gradient})`} />
      {LOGO.bars.map((bar, i) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={bar.y}
          width={LOGO.bar.width}
          height={bar.height}
          rx={LOGO.bar.radius}
          style={{ fill: i === LOGO.bars.length - 1 ? "var(--color-gold)" : "var(--color-on-dark)" }}
        />
      ))}
    </svg>
  );
}
