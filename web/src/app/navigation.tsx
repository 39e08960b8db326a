import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';

export interface NavigateOptions {
  /** Router state for the page gone to (`from`, `openLogin`: features/auth/routeState.ts). */
  state?: unknown;
  replace?: boolean;
  /** Commits the new page at once (sign-out goes home before the session is cleared). */
  flushSync?: boolean;
}

/**
 * Moving between pages, as the page in view knows it. The app's router provides it
 * (app/RouterNavigation.tsx); the sign-in pages, which a visit can start on without the router,
 * get it from their own small history (features/auth/SignInApp.tsx). Code that both use
 * navigates through this, never through the router directly.
 */
export interface Navigation {
  /** The router state the current page was opened with. */
  state: unknown;
  navigate(to: string, options?: NavigateOptions): void | Promise<void>;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation outside a NavigationContext');
  return navigation;
}

/** A plain left click, which the app handles itself; others (new tab, new window) go to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link to a page of the app: a real `href`, followed by the app's navigation on a plain click. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useNavigation();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
      {...rest}
    />
  );
}
