import { Link } from '../../components/ui/link';

export function BrandMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect x="2" y="9" width="28" height="20" rx="4" className="fill-accent" />
      <rect x="7" y="4" width="7" height="7" rx="2" className="fill-accent" />
      <rect x="18" y="4" width="7" height="7" rx="2" className="fill-accent" />
      <rect x="7" y="8" width="7" height="3" className="fill-accent-hover" />
      <rect x="18" y="8" width="7" height="3" className="fill-accent-hover" />
    </svg>
  );
}

/** "LUG Platform" with its mark, linking home. */
export function BrandLink() {
  return (
    <Link
      to="/"
      activeOptions={{ exact: true }}
      variant="quiet"
      className="flex shrink-0 items-center gap-2 text-[15px] font-semibold tracking-tight text-fg no-underline hover:text-fg"
    >
      <BrandMark />
      <span>LUG Platform</span>
    </Link>
  );
}
