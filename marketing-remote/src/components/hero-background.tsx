/**
 * Decorative background for the home hero: a pulse line over soft rings (drawn for this site),
 * over the hero's gradient (in its CSS: a full-screen SVG gradient costs the first paint far more).
 */
export function HeroBackground({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 1200 700" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#ffffff" strokeOpacity="0.07" strokeWidth="2">
        <circle cx="1000" cy="140" r="120" />
        <circle cx="1000" cy="140" r="200" />
        <circle cx="1000" cy="140" r="280" />
        <circle cx="140" cy="640" r="160" />
        <circle cx="140" cy="640" r="240" />
      </g>
      <path
        d="M0 470h260l40-90 50 170 60-260 55 180h150l35-60 30 60h520"
        fill="none"
        stroke="#14a38b"
        strokeOpacity="0.55"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
