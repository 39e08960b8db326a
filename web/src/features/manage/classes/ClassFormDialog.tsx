import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { WEEKDAY_SHORT } from '@solve/core/class-schedule';
import { useState } from 'react';
import { PageSpinner } from '../../../app/RequireSignIn';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DialogButtons } from './DialogButtons';
import { DateTimeField } from '..';
import { readFragment } from '../../../graphql';
import {
  type ClassroomFormOptionsData,
  ClassroomFormOptionsQuery,
  CreateClassroomMutation,
  type ManagedClassroomData,
  ManagedClassroomFields,
  UpdateClassroomMutation,
} from './classes.documents';
import { formatDate, formatDollars, parseDollars, type QuarterName, quarterLabel, styleLabel, TEACHING_STYLES } from './format';
import { QuarterSelect } from './QuarterSelect';

type Style = (typeof TEACHING_STYLES)[number];
/** Monday first, as a week reads on a timetable. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface FormState {
  courseId: string;
  code: string;
  title: string;
  year: string;
  quarter: QuarterName;
  session: string;
  teachingStyle: Style;
  centerLocationId: string;
  weekdays: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  tuition: string;
  earlyBird: string;
  enrollmentMax: string;
  leadInstructorId: string;
  instructorIds: number[];
  onCatalog: boolean;
}

function initialState(classroom: ManagedClassroomData | null, year: number, quarter: QuarterName): FormState {
  if (!classroom) {
    return {
      courseId: '',
      code: '',
      title: '',
      year: String(year),
      quarter,
      session: '',
      teachingStyle: 'CLASSROOM',
      centerLocationId: '',
      weekdays: [],
      startTime: '16:00',
      endTime: '17:30',
      startDate: '',
      endDate: '',
      tuition: '',
      earlyBird: '',
      enrollmentMax: '',
      leadInstructorId: '',
      instructorIds: [],
      onCatalog: true,
    };
  }
  return {
    courseId: String(classroom.courseId),
    code: classroom.code,
    title: classroom.title,
    year: String(classroom.year),
    quarter: classroom.quarter,
    session: classroom.session,
    teachingStyle: classroom.teachingStyle,
    centerLocationId: classroom.centerLocationId === null ? '' : String(classroom.centerLocationId),
    weekdays: classroom.weekdays,
    startTime: classroom.startTime ?? '',
    endTime: classroom.endTime ?? '',
    startDate: classroom.startDate,
    endDate: classroom.endDate,
    tuition: formatDollars(classroom.tuitionCents),
    earlyBird: formatDollars(classroom.earlyBirdTuitionCents),
    enrollmentMax: classroom.enrollmentMax === null ? '' : String(classroom.enrollmentMax),
    leadInstructorId: classroom.leadInstructorId === null ? '' : String(classroom.leadInstructorId),
    instructorIds: classroom.instructorIds,
    onCatalog: classroom.onCatalog,
  };
}

/** The classroom form: a new class from a course, or every field of an existing one. */
export function ClassFormDialog({
  classroom,
  onClose,
  onSaved,
}: {
  classroom: ManagedClassroomData | null;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const options = useQuery(ClassroomFormOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const settings = options.data?.academySettings;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="class-form-title">
      <DialogTitle id="class-form-title">{classroom ? `Edit ${classroom.code}` : 'New class'}</DialogTitle>
      {options.loading ? (
        <DialogContent>
          <PageSpinner />
        </DialogContent>
      ) : options.error || !options.data || !settings ? (
        <DialogContent>
          <Alert severity="error">{errorMessage(options.error, 'The form could not be loaded. Please try again.')}</Alert>
        </DialogContent>
      ) : (
        <ClassForm
          classroom={classroom}
          data={options.data}
          initial={initialState(classroom, settings.catalogYear, settings.catalogQuarter)}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function ClassForm({
  classroom,
  data,
  initial,
  onClose,
  onSaved,
}: {
  classroom: ManagedClassroomData | null;
  data: ClassroomFormOptionsData;
  initial: FormState;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const [form, setForm] = useState<FormState>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useMutation(CreateClassroomMutation);
  const [update, updated] = useMutation(UpdateClassroomMutation);
  const busy = created.loading || updated.loading;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const { courses, instructors, centers } = data.classroomFormOptions;
  const terms = data.academySettings.terms;

  function chooseCourse(id: string) {
    const course = courses.find((option) => String(option.id) === id);
    setForm((current) => ({
      ...current,
      courseId: id,
      code: current.code || (course?.code ?? ''),
      title: current.title || (course ? `${course.code}: ${course.title}` : ''),
    }));
  }

  function chooseTerm(id: string) {
    const term = terms.find((option) => String(option.id) === id);
    if (!term) return;
    setForm((current) => ({
      ...current,
      year: String(term.year),
      quarter: term.quarter,
      session: term.session,
      startDate: term.startDate,
      endDate: term.endDate,
    }));
  }

  async function save() {
    setProblem(null);
    const tuitionCents = parseDollars(form.tuition || '0');
    const earlyBirdTuitionCents = form.earlyBird.trim() === '' ? null : parseDollars(form.earlyBird);
    if (tuitionCents === null || (form.earlyBird.trim() !== '' && earlyBirdTuitionCents === null)) {
      setProblem('Enter the tuition in dollars, such as 600 or 600.00.');
      return;
    }
    if (!form.courseId || !form.leadInstructorId || !form.startDate || !form.endDate) {
      setProblem('Choose a course, a lead instructor and the start and end dates.');
      return;
    }
    const input = {
      courseId: Number(form.courseId),
      code: form.code,
      title: form.title,
      year: Number(form.year),
      quarter: form.quarter,
      session: form.session,
      teachingStyle: form.teachingStyle,
      centerLocationId: form.centerLocationId ? Number(form.centerLocationId) : null,
      weekdays: form.weekdays,
      startTime: form.startTime,
      endTime: form.endTime,
      startDate: form.startDate,
      endDate: form.endDate,
      tuitionCents,
      earlyBirdTuitionCents,
      enrollmentMax: form.enrollmentMax.trim() === '' ? null : Number(form.enrollmentMax),
      leadInstructorId: Number(form.leadInstructorId),
      instructorIds: form.instructorIds.filter((id) => String(id) !== form.leadInstructorId),
      onCatalog: form.onCatalog,
    };
    try {
      if (classroom) {
        await update({ variables: { id: classroom.id, input } });
        onSaved(classroom.id);
      } else {
        const result = await create({ variables: { input } });
        const saved = result.data ? readFragment(ManagedClassroomFields, result.data.createClassroom) : null;
        if (saved) onSaved(saved.id);
      }
    } catch (error) {
      setProblem(errorMessage(error, 'The class could not be saved. Please try again.'));
    }
  }

  const half = { flex: '1 1 200px' };
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProblemAlert problem={problem} />
          <TextField
            select
            label="Course"
            value={form.courseId}
            onChange={(event) => chooseCourse(event.target.value)}
            disabled={classroom !== null && classroom.lessons.length > 0}
            helperText={classroom && classroom.lessons.length > 0 ? 'The class has lessons: it keeps its course.' : undefined}
          >
            {courses.map((course) => (
              <MenuItem key={course.id} value={String(course.id)}>
                {course.code}: {course.title} ({course.lessonPlanCount} lesson plans)
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField sx={half} label="Code" value={form.code} onChange={(event) => set('code', event.target.value)} />
            <TextField sx={{ flex: '2 1 300px' }} label="Title" value={form.title} onChange={(event) => set('title', event.target.value)} />
          </Stack>
          {terms.length > 0 && (
            <TextField
              select
              label="Term (fills the year, quarter, session and dates)"
              value=""
              onChange={(event) => chooseTerm(event.target.value)}
            >
              {terms.map((term) => (
                <MenuItem key={term.id} value={String(term.id)}>
                  {quarterLabel(term.quarter)} {term.year} · {term.session} ({formatDate(term.startDate)} to {formatDate(term.endDate)})
                </MenuItem>
              ))}
            </TextField>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField sx={half} label="Year" type="number" value={form.year} onChange={(event) => set('year', event.target.value)} />
            <QuarterSelect sx={half} value={form.quarter} onChange={(quarter) => set('quarter', quarter)} />
            <TextField sx={half} label="Session" value={form.session} onChange={(event) => set('session', event.target.value)} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              sx={half}
              select
              label="Teaching style"
              value={form.teachingStyle}
              onChange={(event) => set('teachingStyle', event.target.value as Style)}
            >
              {TEACHING_STYLES.map((style) => (
                <MenuItem key={style} value={style}>
                  {styleLabel(style)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              sx={half}
              select
              label="Location"
              value={form.centerLocationId}
              onChange={(event) => set('centerLocationId', event.target.value)}
            >
              <MenuItem value="">Online</MenuItem>
              {centers.map((center) => (
                <MenuItem key={center.id} value={String(center.id)}>
                  {center.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <FormLabel component="legend">Meeting days</FormLabel>
            <FormGroup row>
              {WEEK.map((day) => (
                <FormControlLabel
                  key={day}
                  label={WEEKDAY_SHORT[day]}
                  control={
                    <Checkbox
                      checked={form.weekdays.includes(day)}
                      onChange={(event) =>
                        set('weekdays', event.target.checked ? [...form.weekdays, day] : form.weekdays.filter((other) => other !== day))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </fieldset>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={half} label="Starts at" type="time" value={form.startTime} onChange={(value) => set('startTime', value)} />
            <DateTimeField sx={half} label="Ends at" type="time" value={form.endTime} onChange={(value) => set('endTime', value)} />
            <DateTimeField sx={half} label="Start date" type="date" value={form.startDate} onChange={(value) => set('startDate', value)} />
            <DateTimeField sx={half} label="End date" type="date" value={form.endDate} onChange={(value) => set('endDate', value)} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField sx={half} label="Tuition ($)" value={form.tuition} onChange={(event) => set('tuition', event.target.value)} />
            <TextField
              sx={half}
              label="Early-bird tuition ($)"
              value={form.earlyBird}
              onChange={(event) => set('earlyBird', event.target.value)}
            />
            <TextField
              sx={half}
              label="Capacity"
              type="number"
              helperText="Empty: no seat limit"
              value={form.enrollmentMax}
              onChange={(event) => set('enrollmentMax', event.target.value)}
            />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              sx={half}
              select
              label="Lead instructor"
              value={form.leadInstructorId}
              onChange={(event) => set('leadInstructorId', event.target.value)}
            >
              {instructors.map((person) => (
                <MenuItem key={person.id} value={String(person.id)}>
                  {person.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              sx={half}
              select
              label="Other instructors"
              value={form.instructorIds.map(String)}
              slotProps={{ select: { multiple: true } }}
              onChange={(event) => {
                const value = event.target.value as unknown as string[] | string;
                set('instructorIds', (typeof value === 'string' ? value.split(',') : value).map(Number));
              }}
            >
              {instructors
                .filter((person) => String(person.id) !== form.leadInstructorId)
                .map((person) => (
                  <MenuItem key={person.id} value={String(person.id)}>
                    {person.name}
                  </MenuItem>
                ))}
            </TextField>
          </Stack>
          <FormControlLabel
            control={<Switch checked={form.onCatalog} onChange={(event) => set('onCatalog', event.target.checked)} />}
            label="On the catalog"
          />
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onSave={() => void save()} busy={busy}>
        {classroom ? 'Save' : 'Create class'}
      </DialogButtons>
    </>
  );
}
