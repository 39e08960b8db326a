import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Dates } from '../../../app/dates';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { HeadedTable } from '..';
import type { SystemStatus } from './system.documents';
import { SystemSection } from './SystemSection';

/** The server processes that said lately that they are alive; one on another version is mid-upgrade. */
export function InstancesSection({ instances, version, dates }: { instances: SystemStatus['instances']; version: string; dates: Dates }) {
  return (
    <SystemSection id="system-instances" title="Instances">
      {instances.length === 0 ? (
        <Typography color="text.secondary">No server process has said lately that it is alive.</Typography>
      ) : (
        <ScrollableTable label="Instances table">
          <HeadedTable label="Instances" columns={['Host', { label: 'Process id', align: 'right' }, 'Version', 'Started', 'Last seen']}>
            {instances.map((instance) => (
              <TableRow key={instance.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{instance.hostname}</TableCell>
                <TableCell align="right">{instance.pid}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {instance.version}
                  {instance.version !== version && <Chip size="small" variant="outlined" label="Other version" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.stamp(instance.startedAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.stamp(instance.lastSeenAt)}</TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </ScrollableTable>
      )}
    </SystemSection>
  );
}
