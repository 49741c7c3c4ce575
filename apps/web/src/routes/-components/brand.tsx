import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { brandLinkClass } from '../../components/ui/plain-styles';

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
    // TanStack's own Link with plain classes: the public pages' budget (components/ui/plain-styles.ts).
    <Link to="/" activeOptions={{ exact: true }} className={brandLinkClass}>
      <BrandMark />
      <span>
        <Trans>LUG Platform</Trans>
      </span>
    </Link>
  );
}
