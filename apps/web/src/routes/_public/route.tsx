import { Outlet, createFileRoute } from '@tanstack/react-router';
import { PublicShell } from '../-components/public-shell';

/** Layout of the public pages (no URL segment). */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
