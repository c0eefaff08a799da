import type { ServiceTabId } from '@rcm/shared';
import type { ReactElement } from 'react';

/** One small original drawing per service tab, drawn as SVG paths rather than shipped as images. */
const drawings: Record<ServiceTabId, { label: string; art: ReactElement }> = {
  1: {
    label: 'A claim form with a green check mark, ready to submit',
    art: (
      <>
        <rect x="70" y="30" width="180" height="230" rx="14" fill="#ffffff" stroke="#0b6e99" strokeWidth="4" />
        <rect x="95" y="60" width="90" height="12" rx="6" fill="#0b6e99" />
        {[95, 125, 155, 185].map((y) => (
          <rect key={y} x="95" y={y} width="130" height="9" rx="4.5" fill="#d5dee6" />
        ))}
        <circle cx="230" cy="235" r="42" fill="#14a38b" />
        <path d="M210 236l14 14 27-29" fill="none" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
  2: {
    label: 'An insurance card under a magnifying glass',
    art: (
      <>
        <rect x="40" y="80" width="200" height="130" rx="14" fill="#e3f1f8" stroke="#0b6e99" strokeWidth="4" />
        <rect x="60" y="105" width="44" height="34" rx="6" fill="#0b6e99" />
        <rect x="120" y="108" width="96" height="10" rx="5" fill="#0b6e99" opacity="0.6" />
        <rect x="120" y="128" width="70" height="10" rx="5" fill="#0b6e99" opacity="0.35" />
        <rect x="60" y="168" width="156" height="10" rx="5" fill="#0b6e99" opacity="0.35" />
        <circle cx="220" cy="190" r="46" fill="#ffffff" fillOpacity="0.6" stroke="#14a38b" strokeWidth="10" />
        <path d="M253 223l34 34" stroke="#14a38b" strokeWidth="14" strokeLinecap="round" />
      </>
    ),
  },
  3: {
    label: 'A bar chart rising with a trend line',
    art: (
      <>
        <path d="M50 260h230" stroke="#46596a" strokeWidth="4" strokeLinecap="round" />
        {[
          [70, 170],
          [115, 140],
          [160, 110],
          [205, 70],
        ].map(([x, y]) => (
          <rect key={x} x={x} y={y} width="32" height={255 - (y ?? 0)} rx="6" fill="#0b6e99" opacity={0.45 + (x ?? 0) / 500} />
        ))}
        <path d="M70 150l55-35 45 15 70-75" fill="none" stroke="#14a38b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="240" cy="55" r="10" fill="#14a38b" />
      </>
    ),
  },
  4: {
    label: 'A denied claim turned around by an arrow into an approved one',
    art: (
      <>
        <rect x="40" y="70" width="110" height="140" rx="12" fill="#ffffff" stroke="#b42318" strokeWidth="4" />
        <path d="M75 120l40 40M115 120l-40 40" stroke="#b42318" strokeWidth="8" strokeLinecap="round" />
        <rect x="170" y="70" width="110" height="140" rx="12" fill="#ffffff" stroke="#14a38b" strokeWidth="4" />
        <path d="M200 142l18 18 34-38" fill="none" stroke="#14a38b" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M95 235c30 30 100 30 130 0" fill="none" stroke="#0b6e99" strokeWidth="5" strokeLinecap="round" />
        <path d="M215 222l12 14-17 5" fill="none" stroke="#0b6e99" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      </>
    ),
  },
};

export function ServiceIllustration({ tab, className }: { tab: ServiceTabId; className?: string }) {
  const drawing = drawings[tab];
  return (
    <svg className={className} viewBox="0 0 320 290" role="img" aria-label={drawing.label} data-illustration={tab}>
      <circle cx="160" cy="150" r="135" fill="#f3f7fa" />
      {drawing.art}
    </svg>
  );
}
