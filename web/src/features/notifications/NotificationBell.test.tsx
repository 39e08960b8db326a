import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './NotificationBell';

const store = vi.hoisted(() => ({ count: undefined as number | undefined }));
vi.mock('./unreadCount', () => ({ useUnreadNotificationCount: () => store.count }));

describe('the bell', () => {
  it('is named with its count and shows it as its badge', () => {
    store.count = 3;
    render(<NotificationBell />);
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell.textContent).toBe('3');
  });

  it('shows 99+ above 99', () => {
    store.count = 130;
    render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications, 99+ unread' }).textContent).toBe('99+');
  });

  it('has no badge before the count is known or with nothing unread', () => {
    store.count = undefined;
    const { unmount } = render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
    unmount();
    store.count = 0;
    render(<NotificationBell />);
    expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe('');
  });
});
