import { describe, expect, it } from 'vitest';
import { isActiveItem, type NavItem, navItemsFor } from './navItems';

const byKey = (role: Parameters<typeof navItemsFor>[0]) => Object.fromEntries(navItemsFor(role).map((item) => [item.key, item]));

describe('navItemsFor', () => {
  it('sends staff’s Messages to the inbox, under that name', () => {
    for (const role of ['instructor', 'admin'] as const)
      expect(byKey(role).messages).toEqual({ key: 'messages', label: 'Inbox', to: '/inbox' });
  });

  it('keeps Messages for students and families', () => {
    expect(byKey('student').messages).toEqual({ key: 'messages', label: 'Messages', to: '/messages' });
  });

  it('shows a guest what a visitor sees, Help opening no page', () => {
    expect(navItemsFor('guest').map((item) => item.key)).toEqual(['home', 'catalog', 'help']);
    expect(byKey('guest').catalog).toEqual({ key: 'catalog', label: 'Catalog', to: '/catalog' });
    expect(byKey('guest').help).toEqual({ key: 'help', label: 'Help', to: null });
  });

  it('links the family dashboard’s tabs by their number', () => {
    const family = byKey('family');
    expect(family.students?.to).toBe('/dashboard?defaultTab=0');
    expect(family.schedule?.to).toBe('/dashboard?defaultTab=2');
    expect(family.orders?.to).toBe('/dashboard?defaultTab=3');
  });
});

describe('isActiveItem', () => {
  const item = (to: string | null): NavItem => ({ key: 'home', label: 'x', to });

  it('marks an item on its own path, whatever the query', () => {
    expect(isActiveItem(item('/catalog'), '/catalog', '?subject=M')).toBe(true);
    expect(isActiveItem(item('/catalog'), '/catalog/x', '')).toBe(false);
  });

  it('marks home only on home itself', () => {
    expect(isActiveItem(item('/'), '/', '')).toBe(true);
    expect(isActiveItem(item('/'), '/dashboard', '')).toBe(false);
  });

  it('tells the dashboard’s tabs apart by their query', () => {
    expect(isActiveItem(item('/dashboard?defaultTab=2'), '/dashboard', '?defaultTab=2')).toBe(true);
    expect(isActiveItem(item('/dashboard?defaultTab=2'), '/dashboard', '?defaultTab=3')).toBe(false);
    expect(isActiveItem(item('/dashboard'), '/dashboard', '?defaultTab=3')).toBe(true);
  });

  it('never marks Help, which opens no page', () => {
    expect(isActiveItem(item(null), '/', '')).toBe(false);
  });
});
