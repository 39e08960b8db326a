import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { NOTIFICATION_KINDS } from '@solve/core/notification-kinds';
import type { Dates } from '../../../app/dates';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { StackedList, StackedListItem } from '../../../components/StackedList';
import { HeadedTable } from '..';
import { CHANNEL_LABELS, RECIPIENT_LABELS, STATUS_COLORS, STATUS_LABELS } from './labels';
import type { Delivery } from './notifications-admin.documents';

interface Props {
  deliveries: readonly Delivery[];
  dates: Dates;
}

/** The log's rows: a table on a wide screen, a card per delivery on a narrow one. */
export function DeliveryList(props: Props) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  return wide ? <DeliveryTable {...props} /> : <DeliveryCards {...props} />;
}

const who = (delivery: Delivery) => delivery.recipientName ?? 'Removed';

/** When it went, or when it waits for (a text held through the quiet hours); `sent` names the first. */
function when(delivery: Delivery, dates: Dates, sent = 'Sent '): string {
  if (delivery.sentAt) return `${sent}${dates.stamp(delivery.sentAt)}`;
  if (delivery.status === 'HELD') return `Goes ${dates.stamp(delivery.sendAt)}`;
  return '—';
}

function StatusChip({ delivery }: { delivery: Delivery }) {
  return <Chip size="small" label={STATUS_LABELS[delivery.status]} color={STATUS_COLORS[delivery.status]} variant="outlined" />;
}

function DeliveryTable({ deliveries, dates }: Props) {
  return (
    <ScrollableTable label="Delivery log table">
      <HeadedTable
        label="Delivery log"
        columns={['When', 'Recipient', 'Kind', { label: 'Subject', sx: { minWidth: 200 } }, 'Channel', 'Status', 'Sent']}
      >
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.stamp(delivery.createdAt)}</TableCell>
            <TableCell>
              <Typography variant="body2">
                {who(delivery)} · {RECIPIENT_LABELS[delivery.recipientType]}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {delivery.address}
              </Typography>
            </TableCell>
            <TableCell>{NOTIFICATION_KINDS[delivery.kind].label}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {delivery.title}
              {delivery.error && (
                <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                  {delivery.error}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{CHANNEL_LABELS[delivery.channel]}</TableCell>
            <TableCell>
              <StatusChip delivery={delivery} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(delivery, dates, '')}</TableCell>
          </TableRow>
        ))}
      </HeadedTable>
    </ScrollableTable>
  );
}

function DeliveryCards({ deliveries, dates }: Props) {
  return (
    <StackedList label="Delivery log">
      {deliveries.map((delivery) => (
        <StackedListItem key={delivery.id} grid>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }}>{delivery.title}</Typography>
            <StatusChip delivery={delivery} />
          </Box>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {who(delivery)} · {RECIPIENT_LABELS[delivery.recipientType]} · {CHANNEL_LABELS[delivery.channel]} to {delivery.address}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {NOTIFICATION_KINDS[delivery.kind].label} · {dates.stamp(delivery.createdAt)}
            {delivery.sentAt || delivery.status === 'HELD' ? ` · ${when(delivery, dates)}` : ''}
          </Typography>
          {delivery.error && (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {delivery.error}
            </Typography>
          )}
        </StackedListItem>
      ))}
    </StackedList>
  );
}
