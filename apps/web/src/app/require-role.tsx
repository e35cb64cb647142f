import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@bazaar/shared';
import { homeFor, useAuth } from '@/lib/auth';
import { Spinner } from '@/components/ui/spinner';

/**
 * Lets through only the given roles. Anonymous users go to /login (or pass, with allowAnonymous);
 * a logged-in user of another role goes to their own home (superadmin → /superadmin, admin → /admin, user → /).
 */
export function RequireRole({ roles, allowAnonymous = false, children }: { roles: Role[]; allowAnonymous?: boolean; children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Loading" />;
  if (!user) return allowAnonymous ? <>{children}</> : <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!roles.includes(user.role)) return <Navigate to={homeFor(user.role)} replace />;
  return <>{children}</>;
}
