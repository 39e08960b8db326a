import Typography from '@mui/material/Typography';
import { groupThousands } from '@solve/core/numbers';
import type { Dates } from '../../../app/dates';
import { humanBytes } from './format';
import type { SystemStatus } from './system.documents';
import { Facts, SystemSection } from './SystemSection';

/** The newest backup the command line recorded, or how to take the first. */
export function BackupSection({ backup, dates }: { backup: SystemStatus['lastBackup']; dates: Dates }) {
  return (
    <SystemSection id="system-backup" title="Last backup">
      {backup ? (
        <Facts
          facts={[
            ['When', dates.stamp(backup.takenAt)],
            ['File', backup.fileName],
            ['Size', humanBytes(backup.bytes)],
            ['Contents', `${groupThousands(backup.rowCount)} rows in ${backup.tableCount} tables`],
            ['Migration', backup.migration],
          ]}
        />
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }}>No backup has been recorded yet.</Typography>
          <Typography color="text.secondary">
            Take one with <code>npm run cli -w server -- backup --out &lt;file&gt;</code> on the server. The runbook (docs/operations.md,
            “Back up and restore”) says how to schedule backups, keep enough of them and keep a copy elsewhere.
          </Typography>
        </>
      )}
    </SystemSection>
  );
}
