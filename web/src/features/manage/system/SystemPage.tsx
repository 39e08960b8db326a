import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDates } from '../../../app/dates';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { useAcademyTimeZone } from '../classes';
import { PageHeading } from '..';
import { BackupSection } from './BackupSection';
import { humanBytes, testModeWarning } from './format';
import { InstancesSection } from './InstancesSection';
import { JobsSection } from './JobsSection';
import { ServicesSection } from './ServicesSection';
import { SystemStatusQuery } from './system.documents';
import { Facts, SystemSection } from './SystemSection';

const DATABASE_KINDS = { EMBEDDED: 'Embedded (PGlite, on this machine)', POSTGRESQL: 'PostgreSQL' } as const;

/** /manage/system: how the academy's server runs, for its admins. */
export default function SystemPage() {
  const { data, loading, error, refetch } = useQuery(SystemStatusQuery, { fetchPolicy: 'cache-and-network' });
  const dates = useDates(useAcademyTimeZone());
  const heading = (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <PageHeading>System</PageHeading>
      {data && (
        <Button variant="outlined" disabled={loading} onClick={() => void refetch().catch(() => undefined)}>
          Refresh
        </Button>
      )}
    </Stack>
  );
  if (loading && !data) return <PageSpinner />;
  if (!data) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {heading}
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'The system status could not be loaded. Please try again.')}
        </Alert>
      </Box>
    );
  }
  const status = data.systemStatus;
  const warning = testModeWarning(status.services);
  const migration = status.migration
    ? (status.migration.tag ?? `One this version does not know, written ${dates.day(status.migration.createdAt)}`)
    : 'None applied';
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {heading}
        {warning && (
          <Alert severity="warning" variant="filled">
            {warning}
          </Alert>
        )}
        {error && <Alert severity="error">{errorMessage(error, 'The system status could not be refreshed. Please try again.')}</Alert>}
      </Box>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <SystemSection id="system-version" title="Version">
          <Facts
            facts={[
              ['Version', status.version],
              ['Migration', migration],
            ]}
          />
        </SystemSection>
        <SystemSection id="system-database" title="Database">
          <Facts
            facts={[
              ['Kind', DATABASE_KINDS[status.database.kind]],
              ['Size', status.database.sizeBytes === null ? 'Unknown' : humanBytes(status.database.sizeBytes)],
            ]}
          />
        </SystemSection>
      </Box>
      <ServicesSection services={status.services} />
      <JobsSection jobs={status.jobs} dates={dates} refresh={refetch} />
      <BackupSection backup={status.lastBackup} dates={dates} />
      <InstancesSection instances={status.instances} version={status.version} dates={dates} />
    </Box>
  );
}
