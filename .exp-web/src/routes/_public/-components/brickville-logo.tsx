/** The logo of Brickville LUG, a fictional featured group: a skyline of bricks. */
export function BrickvilleLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 96" role="img" aria-label="Brickville LUG logo" className={className}>
      <rect x="0" y="0" width="160" height="96" rx="14" fill="#fff7ed" />
      {/* skyline */}
      <g>
        <rect x="26" y="34" width="22" height="34" rx="2" fill="#f97316" />
        <rect x="50" y="22" width="26" height="46" rx="2" fill="#ea580c" />
        <rect x="78" y="40" width="20" height="28" rx="2" fill="#fb923c" />
        <rect x="100" y="28" width="32" height="40" rx="2" fill="#c2410c" />
        {/* studs */}
        <rect x="30" y="30" width="6" height="4" rx="1" fill="#f97316" />
        <rect x="38" y="30" width="6" height="4" rx="1" fill="#f97316" />
        <rect x="54" y="18" width="7" height="4" rx="1" fill="#ea580c" />
        <rect x="65" y="18" width="7" height="4" rx="1" fill="#ea580c" />
        <rect x="82" y="36" width="5" height="4" rx="1" fill="#fb923c" />
        <rect x="90" y="36" width="5" height="4" rx="1" fill="#fb923c" />
        <rect x="104" y="24" width="7" height="4" rx="1" fill="#c2410c" />
        <rect x="115" y="24" width="7" height="4" rx="1" fill="#c2410c" />
        <rect x="125" y="24" width="5" height="4" rx="1" fill="#c2410c" />
        {/* windows */}
        <g fill="#fff7ed" opacity="0.9">
          <rect x="31" y="41" width="4" height="5" rx="1" />
          <rect x="39" y="41" width="4" height="5" rx="1" />
          <rect x="31" y="51" width="4" height="5" rx="1" />
          <rect x="56" y="30" width="5" height="6" rx="1" />
          <rect x="65" y="30" width="5" height="6" rx="1" />
          <rect x="56" y="42" width="5" height="6" rx="1" />
          <rect x="65" y="42" width="5" height="6" rx="1" />
          <rect x="84" y="47" width="8" height="5" rx="1" />
          <rect x="106" y="35" width="6" height="5" rx="1" />
          <rect x="118" y="35" width="6" height="5" rx="1" />
          <rect x="106" y="46" width="6" height="5" rx="1" />
          <rect x="118" y="46" width="6" height="5" rx="1" />
        </g>
        <rect x="18" y="68" width="124" height="4" rx="2" fill="#7c2d12" />
      </g>
      <text
        x="80"
        y="87"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="11"
        fontWeight="700"
        letterSpacing="1.5"
        fill="#7c2d12"
      >
        BRICKVILLE LUG
      </text>
    </svg>
  );
}
