/**
 * Router state the sign-in screens understand (family-catalog-payment.md §2): home may be asked
 * to open the Login or Join modal, and `from` is where to go after signing in.
 */
export interface SignInRouteState {
  openLogin: boolean;
  openJoin: boolean;
  from: string | null;
}

/** Only same-site paths are followed, so a crafted state cannot send anyone off the site. */
export function safeTarget(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function readSignInState(state: unknown): SignInRouteState {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { openLogin: record.openLogin === true, openJoin: record.openJoin === true, from: safeTarget(record.from) };
}
