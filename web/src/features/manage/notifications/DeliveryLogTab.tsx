import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KIND_NAMES, NOTIFICATION_KINDS, type NotificationKind } from '@solve/core/notification-kinds';
import { useState } from 'react';
import { useDates } from '../../../app/dates';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { useAcademyTimeZone } from '../classes';
import { DeliveryList } from './DeliveryList';
import { CHANNEL_LABELS, STATUS_LABELS } from './labels';
import { type Delivery, DeliveryLogQuery, type DeliveryStatus } from './notifications-admin.documents';

const PAGE = 50;
type Channel = Delivery['channel'];

/** Every mail and text, newest first: chips by status (with counts), a kind and a channel, more on request. */
export function DeliveryLogTab() {
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [kind, setKind] = useState<NotificationKind | ''>('');
  const [channel, setChannel] = useState<Channel | ''>('');
  const [loadingMore, setLoadingMore] = useState(false);
  const dates = useDates(useAcademyTimeZone());
  const variables = { status, kind: kind || null, channel: channel || null, first: PAGE };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(DeliveryLogQuery, { variables, fetchPolicy: 'network-only' });
  // While a new filter loads, the chips keep their counts rather than vanishing.
  const log = (data ?? previousData)?.notificationDeliveryLog;
  const total = log?.statusCounts.reduce((sum, row) => sum + row.count, 0) ?? 0;

  async function more() {
    if (!log?.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, after: log.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notificationDeliveryLog: {
            ...fetchMoreResult.notificationDeliveryLog,
            nodes: [...previous.notificationDeliveryLog.nodes, ...fetchMoreResult.notificationDeliveryLog.nodes],
          },
        }),
      });
    } catch {
      // The error shows from the query's state; the button stays to try again.
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box role="group" aria-label="Status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip
          label={`All (${total})`}
          color={status === null ? 'primary' : 'default'}
          variant={status === null ? 'filled' : 'outlined'}
          onClick={() => setStatus(null)}
          aria-pressed={status === null}
        />
        {log?.statusCounts.map((row) => (
          <Chip
            key={row.status}
            label={`${STATUS_LABELS[row.status]} (${row.count})`}
            color={status === row.status ? 'primary' : 'default'}
            variant={status === row.status ? 'filled' : 'outlined'}
            onClick={() => setStatus(status === row.status ? null : row.status)}
            aria-pressed={status === row.status}
          />
        ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          label="Kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as NotificationKind | '')}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
        >
          <MenuItem value="">All kinds</MenuItem>
          {NOTIFICATION_KIND_NAMES.map((name) => (
            <MenuItem key={name} value={name}>
              {NOTIFICATION_KINDS[name].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          label="Channel"
          value={channel}
          onChange={(event) => setChannel(event.target.value as Channel | '')}
          sx={{ flex: '1 1 160px', maxWidth: { sm: 220 } }}
        >
          <MenuItem value="">All channels</MenuItem>
          {(['EMAIL', 'SMS'] as const).map((name) => (
            <MenuItem key={name} value={name}>
              {CHANNEL_LABELS[name]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'The delivery log could not be loaded. Please try again.')}
        </Alert>
      )}
      {loading && !data ? (
        <PageSpinner />
      ) : !log ? null : log.nodes.length === 0 ? (
        <Typography color="text.secondary">
          {status || kind || channel ? 'Nothing sent matches these filters.' : 'Nothing has been sent yet.'}
        </Typography>
      ) : (
        <DeliveryList deliveries={log.nodes} dates={dates} />
      )}
      {data?.notificationDeliveryLog.hasMore && (
        <Box>
          <Button variant="outlined" disabled={loadingMore} onClick={() => void more()}>
            Load more
          </Button>
        </Box>
      )}
    </Box>
  );
}
