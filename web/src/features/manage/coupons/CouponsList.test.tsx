import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponView } from './couponForm';
import { CouponsList } from './CouponsList';

const base: CouponView = {
  id: 1,
  code: 'WELCOME10',
  description: 'Open house',
  amount: { percent: 10, cents: null },
  scopeType: 'COURSE',
  courseId: 7,
  term: null,
  validFrom: null,
  validTo: null,
  totalLimit: 5,
  perFamilyLimit: 1,
  firstEnrolmentOnly: true,
  uses: 2,
  status: 'LIVE',
};
const courses = [{ id: 7, code: 'MA6', title: 'Pre-Algebra' }];

describe('the coupons on a tablet or wider', () => {
  it('are a table, a row each', () => {
    render(<CouponsList coupons={[base]} courses={courses} archiving={false} onChange={() => {}} onArchive={() => {}} />);
    const row = within(screen.getByRole('table', { name: 'Coupons' })).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('WELCOME10');
    expect(row.textContent).toContain('2 of 5, 1 per family');
  });
});

describe('the coupons on a phone', () => {
  beforeEach(() => {
    window.innerWidth = 390;
  });
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('are one block each with everything the table shows, and no table to scroll sideways', () => {
    render(<CouponsList coupons={[base]} courses={courses} archiving={false} onChange={() => {}} onArchive={() => {}} />);
    expect(screen.queryByRole('table')).toBeNull();
    const item = within(screen.getByRole('list', { name: 'Coupons' })).getByRole('listitem');
    for (const text of [
      'WELCOME10',
      'Open house',
      'First enrolment only',
      'Live',
      '10% off · Course MA6: Pre-Algebra',
      'Valid: Any day · Uses: 2 of 5, 1 per family',
    ])
      expect(item.textContent).toContain(text);
  });

  it('change and archive the coupon they belong to; an archived one has neither', () => {
    const onChange = vi.fn();
    const onArchive = vi.fn();
    const archived = { ...base, id: 2, code: 'OLD5', status: 'ARCHIVED' as const };
    render(<CouponsList coupons={[base, archived]} courses={courses} archiving={false} onChange={onChange} onArchive={onArchive} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change WELCOME10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Archive WELCOME10' }));
    expect(onChange).toHaveBeenCalledWith(base);
    expect(onArchive).toHaveBeenCalledWith(base);
    expect(screen.queryByRole('button', { name: /OLD5/ })).toBeNull();
  });

  it('wait to archive while another coupon is being archived', () => {
    render(<CouponsList coupons={[base]} courses={courses} archiving onChange={() => {}} onArchive={() => {}} />);
    expect(screen.getByRole('button', { name: 'Archive WELCOME10' }).hasAttribute('disabled')).toBe(true);
  });
});
