import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { useDates } from '../../app/dates';
import { errorMessage } from '../../components/errorMessage';
import { textLimitProps } from '../../components/TextLimit';
import { RichTextEditor } from '../../components/richText/RichTextEditor';
import { CreateNewsMutation, type NewsData, UpdateNewsMutation } from './news.documents';
import { useNewsImageUpload } from './useNewsImageUpload';

interface Props {
  classroomId: number;
  /** The announcement being edited; null creates one. */
  news: NewsData | null;
  onClose(): void;
  onSaved(): void;
}

/** Create Announcement + and Edit: subject, rich-text message, an optional later announce time, headline. */
export function NewsEditorDialog({ classroomId, news, onClose, onSaved }: Props) {
  const dates = useDates();
  const [subject, setSubject] = useState(news?.subject ?? '');
  const [message, setMessage] = useState(news?.messageDoc ?? news?.messageText ?? '');
  const [announceAt, setAnnounceAt] = useState(news?.scheduled ? dates.inputValue(news.announceDateTime) : '');
  const [headline, setHeadline] = useState(news?.headline ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, created] = useMutation(CreateNewsMutation);
  const [update, updated] = useMutation(UpdateNewsMutation);
  const uploadImage = useNewsImageUpload(setProblem);
  const saving = created.loading || updated.loading;

  const save = async () => {
    setProblem(null);
    if (subject.trim() === '') return setProblem(messages.NEWS_SUBJECT_REQUIRED);
    const input = {
      subject,
      message: message.startsWith('{')
        ? message
        : JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: message ? [{ type: 'text', text: message }] : [] }] }),
      announceDateTime: dates.instantOfInput(announceAt),
      headline,
    };
    try {
      if (news) await update({ variables: { newsId: news.id, input } });
      else await create({ variables: { classroomId, input } });
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error, 'The announcement could not be saved. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="news-editor-title">
      <DialogTitle id="news-editor-title">{news ? 'Edit Announcement' : 'New Announcement'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            required
            autoFocus
            {...textLimitProps(subject, 'ANNOUNCEMENT_SUBJECT')}
          />
          <RichTextEditor label="Message" initial={message} onChange={setMessage} uploadImage={uploadImage} limit="ANNOUNCEMENT" />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label="Announce at (empty: now)"
              helperText={dates.zoneNote ? `The academy's time (${dates.zoneNote.trim()})` : undefined}
              type="datetime-local"
              value={announceAt}
              onChange={(e) => setAnnounceAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 260 }}
            />
            <FormControlLabel
              control={<Checkbox checked={headline} onChange={(e) => setHeadline(e.target.checked)} />}
              label="Headline of the class"
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving}>
          {news ? 'Save' : 'Announce'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
