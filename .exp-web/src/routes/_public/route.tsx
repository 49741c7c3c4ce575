import { Outlet, createFileRoute, Link } from '@tanstack/react-router';
import { useSession } from '../../features/auth/session';
function Shell() { const { data } = useSession(); return (<div><Link to="/features" className="rounded-md px-2.5 py-1.5 text-sm">Features</Link>{data ? 'x' : 'y'}<Outlet /></div>); }
export const Route = createFileRoute('/_public')({ component: Shell });
