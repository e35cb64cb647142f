import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, UserDto } from '@bazaar/shared';
import { api } from './api';
import { queryKeys } from './query-keys';

interface AuthState {
  /** null = anonymous (no session, or the fetch failed: spec §4 "Auth"). */
  user: UserDto | null;
  loading: boolean;
  /** Fetches the current user again (after login/logout); resolves with it. */
  refresh: () => Promise<UserDto | null>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The logged-in account, or null. GET /api/auth/session answers 200 for a visitor too (`user: null`), so an
 * anonymous page logs no failed request (issue 22 #14).
 */
async function fetchMe(): Promise<UserDto | null> {
  try {
    return (await api.get('/api/auth/session')).user;
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const q = useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: Infinity, retry: false });
  const value = useMemo<AuthState>(
    () => ({
      user: q.data ?? null,
      loading: q.isPending,
      refresh: () => qc.fetchQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: 0 }),
    }),
    [q.data, q.isPending, qc],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}

/** Where each role lands after login, or when it opens a page it may not use. */
export function homeFor(role: Role | undefined | null): string {
  if (role === 'superadmin') return '/superadmin';
  if (role === 'admin') return '/admin';
  return '/';
}

/** Only shoppers, and visitors (who log in first), have a cart: shop owners and the platform owner cannot buy (issue 22 #3). */
export function canShop(role: Role | undefined | null): boolean {
  return !role || role === 'user';
}
