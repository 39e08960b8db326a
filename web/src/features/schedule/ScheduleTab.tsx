import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sortFamilyStudents } from '@solve/core/family';
import { useState } from 'react';
import { PageSpinner } from '../../app/RequireSignIn';
import { dateRange, type Dates, useDates, weekdayHeading } from '../../app/dates';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { AttendanceStatus, type MakeupDetails, MakeupDetailsDialog, MakeupDialog, type MakeupLessonChoice } from '../attendance';
import { FamilyStudentsQuery, useSelectedStudent } from '../family';
import { CalendarFeedCard } from './CalendarFeedCard';
import { FamilyWeekQuery, type ScheduleEntryData } from './schedule.documents';
import { detailsOf, entriesByDay, tapOf, weekSpan } from './scheduleEntries';

/** One class of the week: absences are struck through; a makeup reads 'Make up lesson' with the class it makes up for. */
function EntryRow({ entry, dates, onOpen }: { entry: ScheduleEntryData; dates: Dates; onOpen(): void }) {
  const tap = tapOf(entry);
  const label = `${entry.title}${entry.makeup ? `: ${entry.classroomTitle}` : ''}`;
  const titleLook = {
    fontWeight: 600,
    textDecoration: entry.absent ? 'line-through' : 'none',
    color: entry.past ? 'text.secondary' : 'text.primary',
  } as const;
  return (
    <Box
      role="group"
      aria-label={`${label}${entry.absent ? ', absent' : ''}`}
      sx={{
        position: 'relative',
        display: 'flex',
        columnGap: 2,
        rowGap: 0.5,
        width: '100%',
        textAlign: 'left',
        alignItems: 'baseline',
        flexWrap: 'wrap',
        p: 1.5,
        borderRadius: 1,
        ...(tap
          ? {
              '&:hover': { bgcolor: 'action.hover' },
              '&:has(:focus-visible)': { outline: (theme) => `2px solid ${theme.palette.primary.main}` },
            }
          : {}),
      }}
    >
      <Typography sx={{ minWidth: 150, color: 'text.secondary', fontSize: 14 }}>
        {entry.startOn ? dates.timeRange(entry.startOn, entry.endOn) : ''}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 200 }}>
        {tap ? (
          // The button is the class's name; the whole row takes its taps (its ::after covers the
          // row), so the name a voice command says is the text the button shows.
          <ButtonBase
            onClick={onOpen}
            aria-label={tap === 'details' ? `${label}: makeup details` : `${label}: schedule a makeup`}
            sx={{
              ...titleLook,
              font: 'inherit',
              fontWeight: 600,
              textAlign: 'left',
              justifyContent: 'flex-start',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
            }}
          >
            {label}
          </ButtonBase>
        ) : (
          <Typography sx={titleLook}>{label}</Typography>
        )}
        {entry.makeup ? (
          <Typography sx={{ fontSize: 13 }} color="text.secondary">
            In {entry.hostClassroomTitle}
          </Typography>
        ) : entry.makeupRecord?.status === 'SCHEDULED' ? (
          <Typography sx={{ fontSize: 13 }} color="text.secondary">
            Made up in {entry.makeupRecord.toClassroomTitle}
          </Typography>
        ) : null}
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{entry.location}</Typography>
      {entry.status !== 'UNKNOWN' ? (
        <Typography component="span" sx={{ fontSize: 14, minWidth: 110 }}>
          <AttendanceStatus status={entry.status} />
        </Typography>
      ) : null}
    </Box>
  );
}

/** The family dashboard's SCHEDULE tab: the selected student's classes of one week (family-catalog-payment.md §2). */
export function ScheduleTab() {
  const { me } = useSession();
  const students = useQuery(FamilyStudentsQuery, { variables: { id: me?.id ?? 0 }, skip: !me });
  const list = sortFamilyStudents(students.data?.familyMember?.familyAccount?.students ?? []);
  const [student, select] = useSelectedStudent(list);
  const studentId = student?.id ?? null;
  const [date, setDate] = useState<string | null>(null);
  const [makeup, setMakeup] = useState<MakeupLessonChoice | null>(null);
  const [details, setDetails] = useState<MakeupDetails | null>(null);
  const week = useQuery(FamilyWeekQuery, { variables: { studentId, date }, skip: studentId === null, fetchPolicy: 'cache-and-network' });
  const dates = useDates(week.data?.familyWeek.timeZone);

  if (students.loading && !students.data) return <PageSpinner />;
  if (list.length === 0) return <Typography color="text.secondary">Nothing to show!</Typography>;
  const data = week.data?.familyWeek;
  const days = entriesByDay(data?.entries ?? [], dates.calendarDateOf);
  const span = data ? weekSpan(data.weekStart) : null;
  const open = (entry: ScheduleEntryData) => {
    if (tapOf(entry) === 'details') setDetails(detailsOf(entry));
    else setMakeup({ lessonId: entry.lessonId, title: entry.title, startOn: entry.startOn });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          select
          size="small"
          label="Student"
          value={studentId ?? ''}
          onChange={(e) => select(Number(e.target.value))}
          sx={{ minWidth: 220 }}
        >
          {list.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.firstName} {s.lastName}
            </MenuItem>
          ))}
        </TextField>
        {span ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button onClick={() => setDate(span.previous)}>Prev week</Button>
            <Typography sx={{ fontWeight: 600, minWidth: 200, textAlign: 'center' }} aria-live="polite">
              {dateRange(span.first, span.last)}
            </Typography>
            <Button onClick={() => setDate(span.next)}>Next week</Button>
          </Stack>
        ) : null}
      </Stack>
      {!data ? (
        week.loading ? (
          <PageSpinner />
        ) : (
          <Alert severity="error">{errorMessage(week.error, 'The schedule could not be loaded. Please try again.')}</Alert>
        )
      ) : data.entries.length === 0 ? (
        <Typography color="text.secondary">Nothing to show!</Typography>
      ) : (
        <Stack spacing={2} component="section" aria-label="Week">
          {[...days.entries()].map(([day, entries]) => (
            <Box key={day}>
              <Typography component="h3" sx={{ fontWeight: 800, mb: 0.5 }}>
                {weekdayHeading(day)}
              </Typography>
              <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
                {entries.map((entry) => (
                  <EntryRow key={`${entry.lessonId}-${entry.makeup}`} entry={entry} dates={dates} onOpen={() => open(entry)} />
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
      {student ? <CalendarFeedCard key={student.id} studentId={student.id} studentName={student.firstName} /> : null}
      {makeup && studentId !== null ? (
        <MakeupDialog lesson={makeup} studentId={studentId} parent onClose={() => setMakeup(null)} onChanged={() => void week.refetch()} />
      ) : null}
      {details && studentId !== null ? (
        <MakeupDetailsDialog
          details={details}
          studentId={studentId}
          onClose={() => setDetails(null)}
          onChanged={() => void week.refetch()}
        />
      ) : null}
    </Stack>
  );
}
