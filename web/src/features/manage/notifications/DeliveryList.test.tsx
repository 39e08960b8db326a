import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { datesFor } from '../../../app/dates';
import { DeliveryList } from './DeliveryList';
import type { Delivery } from './notifications-admin.documents';

const dates = datesFor('America/Los_Angeles', 'America/Los_Angeles');

const delivery = (values: Partial<Delivery>): Delivery => ({
  id: 1,
  createdAt: '2026-11-22T20:00:00Z',
  recipientType: 'FAMILY_MEMBER',
  recipientName: 'Pat Parent',
  address: '+14085550100',
  kind: 'ABSENT',
  title: 'Alice was absent today',
  channel: 'SMS',
  status: 'SENT',
  error: null,
  sendAt: '2026-11-22T20:00:00Z',
  sentAt: '2026-11-22T20:01:00Z',
  ...values,
});

describe('the delivery log', () => {
  it('gives each delivery a row: what, to whom, where, how it went', () => {
    render(
      <DeliveryList
        dates={dates}
        deliveries={[
          delivery({ id: 3, status: 'HELD', sentAt: null, sendAt: '2026-11-23T16:00:00Z' }),
          delivery({
            id: 2,
            recipientType: 'STUDENT',
            recipientName: null,
            channel: 'EMAIL',
            address: 'kid@example.com',
            kind: 'CLASS_NEWS',
            title: 'News in Algebra',
            status: 'FAILED',
            error: '550 mailbox unavailable',
            sentAt: null,
          }),
          delivery({}),
        ]}
      />,
    );
    const [, held, failed, sent] = within(screen.getByRole('table', { name: 'Delivery log' })).getAllByRole('row');
    for (const words of ['Pat Parent · Parent', '+14085550100', 'Text message', 'Absent or late'])
      expect(held!.textContent).toContain(words);
    expect(held!.textContent).toContain('Held for the morning');
    expect(held!.textContent).toContain('Goes Nov 23, 2026, 8:00 AM');
    for (const words of ['Removed · Student', 'kid@example.com', 'E-mail']) expect(failed!.textContent).toContain(words);
    expect(failed!.textContent).toContain('News in my class');
    expect(failed!.textContent).toContain('550 mailbox unavailable');
    expect(sent!.textContent).toContain('Nov 22, 2026, 12:01 PM');
  });
});
