import { describe, expect, it } from 'vitest';
import { readSignInState, safeTarget } from './routeState';

describe('safeTarget', () => {
  it('follows paths of this site only', () => {
    expect(safeTarget('/dashboard?defaultTab=2')).toBe('/dashboard?defaultTab=2');
    expect(safeTarget('//evil.example/login')).toBeNull();
    expect(safeTarget('https://evil.example/')).toBeNull();
    expect(safeTarget('dashboard')).toBeNull();
    expect(safeTarget(42)).toBeNull();
    expect(safeTarget(undefined)).toBeNull();
  });
});

describe('readSignInState', () => {
  it('reads the modal to open and where to go after signing in', () => {
    expect(readSignInState({ openLogin: true, from: '/cart' })).toEqual({ openLogin: true, openJoin: false, from: '/cart' });
    expect(readSignInState({ openJoin: true })).toEqual({ openLogin: false, openJoin: true, from: null });
  });

  it('takes only true as a yes, and no state or a foreign one as nothing asked', () => {
    expect(readSignInState({ openLogin: 'true', openJoin: 1, from: '//x' })).toEqual({ openLogin: false, openJoin: false, from: null });
    expect(readSignInState(null)).toEqual({ openLogin: false, openJoin: false, from: null });
    expect(readSignInState('openLogin')).toEqual({ openLogin: false, openJoin: false, from: null });
  });
});
