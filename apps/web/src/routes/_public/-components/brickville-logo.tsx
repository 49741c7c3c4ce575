import { useLingui } from '@lingui/react/macro';

/** The studs on the buildings' roofs: x, y, width and colour (each 4 high). */
const studs: [number, number, number, string][] = [
  [30, 30, 6, '#f97316'],
  [38, 30, 6, '#f97316'],
  [54, 18, 7, '#ea580c'],
  [65, 18, 7, '#ea580c'],
  [82, 36, 5, '#fb923c'],
  [90, 36, 5, '#fb923c'],
  [104, 24, 7, '#c2410c'],
  [115, 24, 7, '#c2410c'],
  [125, 24, 5, '#c2410c'],
];

/** The lit windows: x, y, width and height. */
const windows: [number, number, number, number][] = [
  [31, 41, 4, 5],
  [39, 41, 4, 5],
  [31, 51, 4, 5],
  [56, 30, 5, 6],
  [65, 30, 5, 6],
  [56, 42, 5, 6],
  [65, 42, 5, 6],
  [84, 47, 8, 5],
  [106, 35, 6, 5],
  [118, 35, 6, 5],
  [106, 46, 6, 5],
  [118, 46, 6, 5],
];

/** The logo of Brickville LUG, a fictional featured group: a skyline of bricks. */
export function BrickvilleLogo({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <svg viewBox="0 0 160 96" role="img" aria-label={t`Brickville LUG logo`} className={className}>
      <rect x="0" y="0" width="160" height="96" rx="14" fill="#fff7ed" />
      {/* skyline */}
      <g>
        <rect x="26" y="34" width="22" height="34" rx="2" fill="#f97316" />
        <rect x="50" y="22" width="26" height="46" rx="2" fill="#ea580c" />
        <rect x="78" y="40" width="20" height="28" rx="2" fill="#fb923c" />
        <rect x="100" y="28" width="32" height="40" rx="2" fill="#c2410c" />
        {studs.map(([x, y, width, fill]) => (
          <rect key={`${x},${y}`} x={x} y={y} width={width} height="4" rx="1" fill={fill} />
        ))}
        <g fill="#fff7ed" opacity="0.9">
          {windows.map(([x, y, width, height]) => (
            <rect key={`${x},${y}`} x={x} y={y} width={width} height={height} rx="1" />
          ))}
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
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the lettering of the group's logo, a picture */}
        {'BRICKVILLE LUG'}
      </text>
    </svg>
  );
}
