import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Navigation, NavigationContext, type NavigateOptions } from './navigation';

/** The app's navigation (app/navigation.tsx) through its router. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const routerNavigate = useNavigate();
  const state: unknown = useLocation().state;
  // Stable, like the router's own: whatever keeps it (the session's sign-out) does not change with each page.
  const navigate = useCallback((to: string, options?: NavigateOptions) => routerNavigate(to, options ?? {}), [routerNavigate]);
  const value = useMemo<Navigation>(() => ({ state, navigate }), [navigate, state]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
