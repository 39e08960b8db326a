import { useMutation, useQuery } from '@apollo/client/react';
import { lessonName } from '@solve/core/lesson-names';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { textLimitProps } from '../../components/TextLimit';
import { StudentMessagesQuery } from '../message';
import { AttendanceQuery, RequestAttendanceCorrectionMutation } from './attendance.documents';
import { AttendanceStatus } from './AttendanceStatus';
import { type MakeupDetails, MakeupDetailsDialog } from './MakeupDetailsDialog';
import { MakeupDialog, type MakeupLessonChoice } from './MakeupDialog';
import { useDates } from '../../app/dates';
import { NotLoaded } from '../../components/NotLoaded';

/** The ATTENDANCE tab (classroom.md §2): students only; staff are told it is not supported. */
export function AttendanceTab({ classroomId, isStaff }: { classroomId: number; isStaff: boolean }) {
  if (isStaff) return <Alert severity="info">{messages.ATTENDANCE_INSTRUCTOR}</Alert>;
  return <StudentAttendance classroomId={classroomId} />;
}

function StudentAttendance({ classroomId }: { classroomId: number }) {
  const dates = useDates();
  const { data, loading, error, refetch } = useQuery(AttendanceQuery, { variables: { classroomId }, fetchPolicy: 'cache-and-network' });
  const [makeupFor, setMakeupFor] = useState<MakeupLessonChoice | null>(null);
  const [details, setDetails] = useState<MakeupDetails | null>(null);
  const [correctionFor, setCorrectionFor] = useState<{ attendeeId: number; title: string } | null>(null);
  const tab = data?.attendance;
  if (!tab)
    return <NotLoaded loading={loading} error={error} fallback="Attendance could not be loaded. Please try again." onRetry={refetch} />;
  return (
    <Box>
      {tab.tutored ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Sessions
          </Typography>
          {tab.sessions.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              No sessions yet.
            </Typography>
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 3 }}>
              <Table size="small" aria-label="Tutor sessions">
                <TableHead>
                  <TableRow>
                    <TableCell>STATUS</TableCell>
                    <TableCell>DATE</TableCell>
                    <TableCell>LOCATION</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {tab.sessions.map((session) => (
                    <TableRow key={session.order}>
                      <TableCell>{session.status}</TableCell>
                      <TableCell>{dates.dateTime(session.startDateTime)}</TableCell>
                      <TableCell>{session.location}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      ) : null}
      {tab.rows.length === 0 ? (
        <Typography color="text.secondary">No lessons yet.</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
          <Table size="small" aria-label="Attendance">
            <TableHead>
              <TableRow>
                <TableCell>LESSON</TableCell>
                <TableCell>STATUS</TableCell>
                <TableCell>DATE</TableCell>
                <TableCell>LOCATION</TableCell>
                <TableCell>MAKEUP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tab.rows.map((row) => {
                const title = lessonName({ number: row.lessonNumber, title: row.lessonTitle });
                return (
                  <TableRow key={row.lessonId}>
                    <TableCell>{title}</TableCell>
                    <TableCell>
                      <AttendanceStatus status={row.status} />
                      {row.note ? (
                        <Typography component="span" sx={{ display: 'block', fontSize: 12 }} color="text.secondary">
                          {row.note}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{row.startOn ? dates.dateTime(row.startOn) : ''}</TableCell>
                    <TableCell>{row.location}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {row.makeup ? (
                          <Button size="small" onClick={() => setDetails({ title, ...row.makeup! })}>
                            Makeup details
                          </Button>
                        ) : null}
                        {row.canScheduleMakeup ? (
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => setMakeupFor({ lessonId: row.lessonId, title, startOn: row.startOn })}
                          >
                            Schedule makeup
                          </Button>
                        ) : null}
                        {row.canRequestCorrection && row.attendeeId !== null ? (
                          <Button size="small" onClick={() => setCorrectionFor({ attendeeId: row.attendeeId!, title })}>
                            {row.correctionRequested ? 'Correction requested' : 'Request correction'}
                          </Button>
                        ) : null}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {makeupFor ? <MakeupDialog lesson={makeupFor} studentId={null} parent={false} onClose={() => setMakeupFor(null)} /> : null}
      {details ? <MakeupDetailsDialog details={details} studentId={null} onClose={() => setDetails(null)} /> : null}
      {correctionFor ? <CorrectionDialog {...correctionFor} onClose={() => setCorrectionFor(null)} /> : null}
    </Box>
  );
}

function CorrectionDialog({ attendeeId, title, onClose }: { attendeeId: number; title: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [request, requesting] = useMutation(RequestAttendanceCorrectionMutation, {
    refetchQueries: [AttendanceQuery, StudentMessagesQuery],
  });
  const send = async () => {
    setProblem(null);
    try {
      await request({ variables: { attendeeId, description: text } });
      setSent(true);
    } catch (error) {
      setProblem(errorMessage(error, messages.MAKEUP_FAILED));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="correction-title">
      <DialogTitle id="correction-title">Attendance correction</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, fontWeight: 600 }}>{title}</Typography>
        {sent ? (
          <Alert severity="success">{messages.CORRECTION_SENT}</Alert>
        ) : (
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="What should be corrected?"
            value={text}
            onChange={(e) => setText(e.target.value)}
            {...textLimitProps(text, 'ATTENDANCE_CORRECTION')}
          />
        )}
        {problem ? (
          <Alert severity="warning" sx={{ mt: 2 }} role="alert">
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{sent ? 'Close' : 'Cancel'}</Button>
        {!sent ? (
          <Button variant="contained" onClick={() => void send()} disabled={requesting.loading}>
            Send
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
