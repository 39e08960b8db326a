import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ISSUE_STATUS_LABELS } from '@solve/core/classroom-tabs';
import type { IssueData } from './message.documents';
import { useDates } from '../../app/dates';

/** Unread: a reply the student has not opened. */
export const isUnread = (issue: Pick<IssueData, 'issueStatus' | 'isRead'>) => issue.issueStatus === 'RESOLVED' && !issue.isRead;

/** The Messages table (classroom.md §2): Read, From, Date, Type, Status, LL-AA-PP, Description; a row opens the message. */
export function MessagesTable({
  items,
  onOpen,
  showClass = false,
}: {
  items: IssueData[];
  onOpen(issue: IssueData): void;
  showClass?: boolean;
}) {
  const dates = useDates();
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Messages">
        <TableHead>
          <TableRow>
            <TableCell>Read</TableCell>
            <TableCell>From</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>LL-AA-PP</TableCell>
            {showClass ? <TableCell>Class</TableCell> : null}
            <TableCell>Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((issue) => {
            const unread = isUnread(issue);
            return (
              <TableRow
                key={issue.id}
                hover
                tabIndex={0}
                aria-label={`${unread ? 'Unread reply: ' : ''}${issue.typeLabel}, ${issue.description.slice(0, 60)}`}
                onClick={() => onOpen(issue)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onOpen(issue);
                  }
                }}
                sx={{ cursor: 'pointer', '& td': { fontWeight: unread ? 700 : 400 } }}
              >
                <TableCell>
                  {unread ? (
                    <MarkEmailUnreadIcon color="secondary" titleAccess="Unread" />
                  ) : (
                    <CheckCircleIcon color="disabled" titleAccess="Read" />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {issue.responder && issue.issueStatus === 'RESOLVED' ? issue.responder : issue.from}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dates.stamp(issue.dateResolved ?? issue.dateAssigned)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{issue.typeLabel}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={ISSUE_STATUS_LABELS[issue.issueStatus]}
                    color={issue.issueStatus === 'RESOLVED' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{issue.lapCode ?? '-'}</TableCell>
                {showClass ? <TableCell>{issue.classroomTitle}</TableCell> : null}
                <TableCell sx={{ minWidth: 200 }}>
                  <Typography
                    variant="body2"
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      fontWeight: 'inherit',
                    }}
                  >
                    {issue.resolution && issue.issueStatus === 'RESOLVED' ? issue.resolution : issue.description}
                  </Typography>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
