import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { TOKEN_EXPIRY_MARGIN_S, canOpen, roleRedirect } from '@vms/shared';
import { isExpired, rememberEarlierPath, useAuth } from '../../lib/auth-storage';
import { decodeJwtPayload } from '../../lib/jwt';
import { clearSession } from '../../lib/session';

/** Ends the session, remembers the page the user wanted, and opens /login. */
function SignInAgain({ wanted }: { wanted: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    rememberEarlierPath(wanted);
    void navigate('/login', { replace: true });
  }, [navigate, wanted]);
  return null;
}

/** Re-renders when the token enters its expiry margin, so an idle page also signs out on time. */
function useExpiryTick(token: string | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const exp = token ? decodeJwtPayload(token)?.exp : undefined;
    if (typeof exp !== 'number') return;
    const ms = (exp - TOKEN_EXPIRY_MARGIN_S) * 1000 - Date.now();
    if (ms <= 0 || ms > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setTick((t) => t + 1), ms + 50);
    return () => clearTimeout(timer);
  }, [token]);
}

/**
 * Guards the routes of the permission table (packages/shared access.ts, part A §2):
 * no token, or a token within 60 s of expiry → session cleared, /login; a role redirect (operators on the sales
 * home → /brokers-directory); wrong role → /error/401.
 */
export function ProtectedRoute() {
  const auth = useAuth();
  const { pathname, search, hash } = useLocation();
  useExpiryTick(auth?.token);

  if (!auth || isExpired(auth.token)) return <SignInAgain wanted={pathname + search + hash} />;
  const redirect = roleRedirect(pathname, auth.role);
  if (redirect) return <Navigate to={redirect} replace />;
  if (!canOpen(pathname, auth.role)) return <Navigate to="/error/401" replace />;
  return <Outlet />;
}
