/** A 16×16 line icon in the text colour: one path of round-capped strokes (chevrons, check marks). */
export function StrokeIcon({
  d,
  className,
  strokeWidth = 1.5,
}: {
  d: string;
  className: string;
  strokeWidth?: number;
}) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className} fill="none">
      <path d={d} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
