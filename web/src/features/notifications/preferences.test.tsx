import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChannelSwitches } from './ChannelSwitches';
import { GradeThresholdField } from './GradeThresholdField';
import type { KindPreferenceData } from './notifications.documents';

const input = (element: HTMLElement) => element as HTMLInputElement;

const absent: KindPreferenceData = {
  kind: 'ABSENT',
  label: 'Absent or late',
  offByAcademy: false,
  channels: [
    { channel: 'EMAIL', on: true },
    { channel: 'SMS', on: false },
  ],
};

describe("a kind's switches", () => {
  it('show each channel the kind uses, and save a change', () => {
    const onChange = vi.fn();
    render(<ChannelSwitches preference={absent} saving={null} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Absent or late' });
    expect(input(within(group).getByRole('switch', { name: 'E-mail' })).checked).toBe(true);
    const text = within(group).getByRole('switch', { name: 'Text' });
    expect(input(text).checked).toBe(false);
    fireEvent.click(text);
    expect(onChange).toHaveBeenCalledWith('SMS', true);
  });

  it('show a kind the academy turned off as off, fixed, and why', () => {
    render(<ChannelSwitches preference={{ ...absent, offByAcademy: true }} saving={null} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Absent or late' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Turned off by the academy');
    const email = within(group).getByRole('switch', { name: 'E-mail' });
    expect(input(email).checked).toBe(false);
    expect(input(email).disabled).toBe(true);
  });

  it('wait for the answer on the channel being saved', () => {
    render(<ChannelSwitches preference={absent} saving="SMS" onChange={vi.fn()} />);
    expect(input(screen.getByRole('switch', { name: 'Text' })).disabled).toBe(true);
    expect(input(screen.getByRole('switch', { name: 'E-mail' })).disabled).toBe(false);
  });
});

describe("a parent's threshold", () => {
  it('says what is wrong and sends nothing', () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<GradeThresholdField saved={70} saving={false} onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'Threshold (%)' });
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(screen.getByText('Enter a percent from 0 to 100.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a whole percent', () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<GradeThresholdField saved={70} saving={false} onSave={onSave} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Threshold (%)' }), { target: { value: '55 %' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save threshold' }));
    expect(onSave).toHaveBeenCalledWith(55);
  });
});
