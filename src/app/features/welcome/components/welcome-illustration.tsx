/** The welcome page's hero, drawn inline (no image request; works offline). Decorative. */
import { tokens } from '@fluentui/react-components';

export function WelcomeIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 220"
      role="presentation"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="160" cy="110" r="100" fill={tokens.colorBrandBackground2} />
      <rect
        x="70"
        y="60"
        width="120"
        height="140"
        rx="10"
        fill={tokens.colorNeutralBackground1}
        stroke={tokens.colorBrandStroke2}
        strokeWidth="3"
      />
      <rect x="105" y="50" width="50" height="20" rx="6" fill={tokens.colorBrandBackground} />
      {[90, 122, 154].map((y, i) => (
        <g key={y}>
          <circle
            cx="92"
            cy={y}
            r="9"
            fill={i < 2 ? tokens.colorPaletteGreenBackground3 : tokens.colorNeutralStroke2}
          />
          {i < 2 ? (
            <path
              d={`M87 ${y} l4 4 l7 -8`}
              fill="none"
              stroke="#fff"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : null}
          <rect
            x="110"
            y={y - 5}
            width={i === 1 ? 50 : 64}
            height="10"
            rx="5"
            fill={tokens.colorNeutralStroke2}
          />
        </g>
      ))}
      <circle cx="236" cy="92" r="22" fill={tokens.colorBrandBackground} />
      <path d="M200 200c0-30 16-54 36-54s36 24 36 54z" fill={tokens.colorBrandBackground} />
      <path
        d="M196 150l-22 -18"
        stroke={tokens.colorBrandBackground}
        strokeWidth="10"
        strokeLinecap="round"
      />
      <path
        d="M250 40l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z"
        fill={tokens.colorPaletteYellowBackground3}
      />
    </svg>
  );
}
