import type { ReactNode } from 'react';
import { buttonStyles } from '../../components/ui/button';

/** A download styled as a secondary button: a plain link, the answer is an attachment. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className={buttonStyles({
        variant: 'secondary',
        className: 'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
      })}
    >
      {children}
    </a>
  );
}
