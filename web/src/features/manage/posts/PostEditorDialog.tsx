import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { DateTimeField } from '..';
import { textLimitProps } from '../../../components/TextLimit';
import { RichTextEditor } from '../../../components/richText/RichTextEditor';
import { type AdminPost, SavePostMutation } from '../../posts';
import { usePostImageUpload } from './usePostImageUpload';
import { ClassCodesPicker } from './ClassCodesPicker';
import { PostPreview } from './PostPreview';
import { useDates } from '../../../app/dates';

const POST_TYPES = ['NEWS', 'EVENT', 'PROMOTION', 'ANNOUNCEMENT'] as const;

interface Props {
  /** The post being edited; null writes a new one. */
  post: AdminPost | null;
  /** The academy's zone, in which dates are entered. */
  timeZone: string;
  onClose(): void;
  onSaved(): void;
}

/** The admin's post editor: every field of a post, with a live preview as a parent sees it. */
export function PostEditorDialog({ post, timeZone, onClose, onSaved }: Props) {
  const dates = useDates(timeZone);
  const [title, setTitle] = useState(post?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [imageUrl, setImageUrl] = useState(post?.imageUrl ?? '');
  const [video, setVideo] = useState(post?.video ?? '');
  const [postType, setPostType] = useState<(typeof POST_TYPES)[number]>(post?.postType ?? 'NEWS');
  const [published, setPublished] = useState(post?.published ?? false);
  const [publishAt, setPublishAt] = useState(dates.inputValue(post?.publishDate));
  const [expireAt, setExpireAt] = useState(dates.inputValue(post?.expirationDate));
  const [codes, setCodes] = useState<string[]>([...(post?.classroomCodes ?? [])]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [save, saving] = useMutation(SavePostMutation);
  const upload = usePostImageUpload(setProblem, setProgress);

  const submit = async () => {
    setProblem(null);
    const input = {
      title,
      description,
      content,
      imageUrl: imageUrl || null,
      video: video || null,
      postType,
      published,
      publishDate: dates.instantOfInput(publishAt),
      expirationDate: dates.instantOfInput(expireAt),
      classroomCodes: codes,
    };
    try {
      await save({ variables: { id: post?.id ?? null, input } });
      onSaved();
    } catch (error) {
      setProblem(errorMessage(error, 'The post could not be saved. Please try again.'));
    }
  };

  const chooseHeader = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload(file);
    if (url) setImageUrl(url);
  };

  return (
    <Dialog open onClose={saving.loading ? undefined : onClose} fullWidth maxWidth="lg" aria-labelledby="post-editor-title">
      <DialogTitle id="post-editor-title">{post ? 'Edit post' : 'New post'}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, pt: 1 }}>
          <Stack spacing={2}>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
            <TextField
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              autoFocus
              {...textLimitProps(title, 'POST_TITLE')}
            />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
              {...textLimitProps(description, 'POST_DESCRIPTION')}
            />
            <RichTextEditor
              label="Content"
              initial={post?.content ?? ''}
              onChange={setContent}
              uploadImage={upload}
              html
              limit="POST_CONTENT"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button component="label" variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                Header image
                <input hidden type="file" accept="image/*" onChange={(e) => void chooseHeader(e.target.files?.[0])} />
              </Button>
              <TextField
                label="Image address"
                value={imageUrl}
                onChange={(e) => setImageUrl(e.target.value)}
                size="small"
                sx={{ flexGrow: 1 }}
              />
            </Stack>
            {progress > 0 ? <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" /> : null}
            <TextField label="Video (YouTube or Vimeo address)" value={video} onChange={(e) => setVideo(e.target.value)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Type"
                value={postType}
                onChange={(e) => setPostType(e.target.value as (typeof POST_TYPES)[number])}
                sx={{ minWidth: 180 }}
              >
                {POST_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
              <ClassCodesPicker codes={codes} onChange={setCodes} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateTimeField
                label="Publish at"
                helperText={`Academy time (${timeZone})`}
                type="datetime-local"
                value={publishAt}
                onChange={setPublishAt}
              />
              <DateTimeField label="Expires at (optional)" type="datetime-local" value={expireAt} onChange={setExpireAt} />
            </Stack>
            <FormControlLabel control={<Switch checked={published} onChange={(e) => setPublished(e.target.checked)} />} label="Published" />
          </Stack>
          <PostPreview
            post={{
              title,
              description,
              published,
              favoriteCount: post?.favoriteCount ?? 0,
              viewCount: post?.viewCount ?? 0,
              video: video || null,
              imageUrl: imageUrl || null,
              classroomCodes: codes,
            }}
            html={content}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving.loading}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
