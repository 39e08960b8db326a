import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lessonName } from '@solve/core/lesson-names';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { DialogButtons } from './DialogButtons';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DateTimeField } from '..';
import { type ManagedLessonData, UpdateLessonMutation } from './classes.documents';

/** One lesson's date, times, links and office hours, in the academy's time zone. */
export function LessonDialog({ lesson, timeZone, onClose }: { lesson: ManagedLessonData; timeZone: string; onClose: () => void }) {
  const [date, setDate] = useState(lesson.date ?? '');
  const [startTime, setStartTime] = useState(lesson.startTime ?? '');
  const [endTime, setEndTime] = useState(lesson.endTime ?? '');
  const [webinarUrl, setWebinarUrl] = useState(lesson.webinarUrl ?? '');
  const [videoUrl, setVideoUrl] = useState(lesson.videoUrl ?? '');
  const [duration, setDuration] = useState(lesson.officeHourDuration === null ? '' : String(lesson.officeHourDuration));
  const [officeDate, setOfficeDate] = useState(lesson.primaryOfficeHour?.date ?? '');
  const [officeTime, setOfficeTime] = useState(lesson.primaryOfficeHour?.time ?? '');
  const [makeupDate, setMakeupDate] = useState(lesson.makeupOfficeHour?.date ?? '');
  const [makeupTime, setMakeupTime] = useState(lesson.makeupOfficeHour?.time ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateLessonMutation);

  async function save() {
    setProblem(null);
    if (!date || !startTime || !endTime) {
      setProblem('Enter the date and the start and end times.');
      return;
    }
    try {
      await update({
        variables: {
          id: lesson.id,
          input: {
            date,
            startTime,
            endTime,
            webinarUrl: webinarUrl || null,
            videoUrl: videoUrl || null,
            officeHourDuration: duration === '' ? null : Number(duration),
            primaryOfficeHour: officeDate && officeTime ? { date: officeDate, time: officeTime } : null,
            makeupOfficeHour: makeupDate && makeupTime ? { date: makeupDate, time: makeupTime } : null,
          },
        },
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The lesson could not be saved. Please try again.'));
    }
  }

  const half = { flex: '1 1 180px' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lesson-dialog-title">
      <DialogTitle id="lesson-dialog-title">{lessonName({ number: lesson.order, title: lesson.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProblemAlert problem={problem} />
          <Alert severity="info">Times are in the academy's time zone ({timeZone}).</Alert>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={half} label="Date" type="date" value={date} onChange={setDate} />
            <DateTimeField sx={half} label="Starts at" type="time" value={startTime} onChange={setStartTime} />
            <DateTimeField sx={half} label="Ends at" type="time" value={endTime} onChange={setEndTime} />
          </Stack>
          <TextField
            label="Webinar link"
            value={webinarUrl}
            onChange={(event) => setWebinarUrl(event.target.value)}
            placeholder="https://"
          />
          <TextField
            label="Video (recording) link"
            value={videoUrl}
            onChange={(event) => setVideoUrl(event.target.value)}
            placeholder="https://"
          />
          <TextField
            label="Office hour length (minutes)"
            type="number"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={half} label="Office hour date" type="date" value={officeDate} onChange={setOfficeDate} />
            <DateTimeField sx={half} label="Office hour time" type="time" value={officeTime} onChange={setOfficeTime} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={half} label="Makeup office hour date" type="date" value={makeupDate} onChange={setMakeupDate} />
            <DateTimeField sx={half} label="Makeup office hour time" type="time" value={makeupTime} onChange={setMakeupTime} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onSave={() => void save()} busy={loading}>
        Save lesson
      </DialogButtons>
    </Dialog>
  );
}
