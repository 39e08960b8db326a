import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { datesFor } from '../../../app/dates';
import { BackupSection } from './BackupSection';
import { InstancesSection } from './InstancesSection';

const dates = datesFor('America/Los_Angeles', 'America/Los_Angeles');

describe('the last backup', () => {
  it('says when, which file, how big and what it holds', () => {
    render(
      <BackupSection
        dates={dates}
        backup={{
          takenAt: '2026-11-22T10:00:00Z',
          fileName: 'academy-2026-11-22.tar.gz',
          bytes: 52_428_800,
          tableCount: 82,
          rowCount: 123_456,
          migration: '0024_operations',
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Last backup' });
    expect(section.textContent).toContain('academy-2026-11-22.tar.gz');
    expect(section.textContent).toContain('50 MB');
    expect(section.textContent).toContain('123,456 rows in 82 tables');
    expect(section.textContent).toContain('Nov 22, 2026, 2:00 AM');
  });

  it('points to the runbook when none was recorded', () => {
    render(<BackupSection dates={dates} backup={null} />);
    expect(screen.getByText('No backup has been recorded yet.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Last backup' }).textContent).toContain('docs/operations.md');
  });
});

describe('the instances', () => {
  it('marks an instance on another version (a rolling upgrade)', () => {
    const instance = { hostname: 'app-1', pid: 7, startedAt: '2026-11-22T10:00:00Z', lastSeenAt: '2026-11-22T10:05:00Z' };
    render(
      <InstancesSection
        dates={dates}
        version="1.2.0"
        instances={[
          { ...instance, id: 'a', version: '1.2.0' },
          { ...instance, id: 'b', hostname: 'app-2', version: '1.1.0' },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows[1]!.textContent).not.toContain('Other version');
    expect(rows[2]!.textContent).toContain('1.1.0Other version');
  });
});
