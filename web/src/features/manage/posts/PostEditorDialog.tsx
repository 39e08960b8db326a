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
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { RichTextEditor } from '../../../components/richText/RichTextEditor';
import { type AdminPost, SavePostMutation } from '../../posts/posts.documents';
import { usePostImageUpload } from './usePostImageUpload';

const POST_TYPES = ['NEWS', 'EVENT', 'PROMOTION', 'ANNOUNCEMENT'] as const;

/** 'YYYY-MM-DDTHH:mm' in the admin's zone, as a datetime-local field holds it. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

interface Props {
  /** The post being edited; null writes a new one. */
  post: AdminPost | null;
  onClose(): void;
  onSaved(): void;
}

/** The admin's post editor: every field of a post, with a live preview as a parent sees it. */
export function PostEditorDialog({ post, onClose, onSaved }: Props) {
  const [title, setTitle] = useState(post?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [imageUrl, setImageUrl] = useState(post?.imageUrl ?? '');
  const [video, setVideo] = useState(post?.video ?? '');
  const [postType, setPostType] = useState<(typeof POST_TYPES)[number]>(post?.postType ?? 'NEWS');
  const [published, setPublished] = useState(post?.published ?? false);
  const [publishAt, setPublishAt] = useState(localInput(post?.publishDate));
  const [expireAt, setExpireAt] = useState(localInput(post?.expirationDate));
  const [codes, setCodes] = useState((post?.classroomCodes ?? []).join(', '));
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
      publishDate: publishAt ? new Date(publishAt).toISOString() : null,
      expirationDate: expireAt ? new Date(expireAt).toISOString() : null,
      classroomCodes: codes
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
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
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
            <RichTextEditor label="Content" initial={post?.content ?? ''} onChange={setContent} uploadImage={upload} html />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button component="label" variant="outlined">
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
              <TextField
                label="Promoted class codes"
                value={codes}
                onChange={(e) => setCodes(e.target.value)}
                helperText="Comma separated, e.g. MC8-A, WR5-B"
                sx={{ flexGrow: 1 }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Publish at"
                type="datetime-local"
                value={publishAt}
                onChange={(e) => setPublishAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Expires at (optional)"
                type="datetime-local"
                value={expireAt}
                onChange={(e) => setExpireAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <FormControlLabel control={<Switch checked={published} onChange={(e) => setPublished(e.target.checked)} />} label="Published" />
          </Stack>
          <Box
            component="section"
            aria-label="Preview"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, overflow: 'auto', maxHeight: 640 }}
          >
            <Typography sx={{ fontSize: 12, fontWeight: 700, color: 'text.secondary', mb: 1 }}>PREVIEW</Typography>
            {imageUrl ? (
              <Box
                component="img"
                src={imageUrl}
                alt=""
                sx={{ width: '100%', borderRadius: 1, aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
            ) : null}
            <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mt: 1 }}>
              {title || 'Title'}
            </Typography>
            <Typography color="text.secondary">{description}</Typography>
            {/* The editor's own HTML; the server sanitises it when saved. */}
            <Box sx={{ mt: 2, '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: content }} />
          </Box>
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
