import { useMutation } from '@apollo/client/react';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { PROFILE_IMAGE_TYPES } from '@solve/core/constants';
import { checkUpload } from '@solve/core/files';
import { formatMessage, messages } from '@solve/core/messages';
import { initials } from '@solve/core/grades';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { SignUploadMutation, uploadFile } from '../uploads';

interface Props {
  firstName: string;
  lastName: string;
  currentUrl: string | null | undefined;
  /** The key of the uploaded image (null when cleared); SAVE sends it as newImageKey. */
  newImageKey: string | null;
  onUploaded(key: string | null): void;
  onBusyChange(busy: boolean): void;
}

/**
 * 'Change Profile Image': picks an image, checks type and size, asks the server to sign an
 * upload, PUTs the file with a progress bar, and hands the key to the form.
 */
export function ProfileImagePicker({ firstName, lastName, currentUrl, newImageKey, onUploaded, onBusyChange }: Props) {
  const [signUpload] = useMutation(SignUploadMutation);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An object URL of the picked file, shown while the form still holds its key (RESET clears it).
  const [preview, setPreview] = useState<{ key: string; url: string } | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  useEffect(() => () => abort.current?.abort(), []);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const refusal = checkUpload('PROFILE_IMAGE', 'STUDENT', file.type, file.size);
    if (refusal) {
      setError(formatMessage(refusal.code, refusal.values));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onBusyChange(true);
    try {
      const { data } = await signUpload({
        variables: { filename: file.name, contentType: file.type, size: file.size, purpose: 'PROFILE_IMAGE' },
      });
      if (!data?.s3Sign.success) throw new Error('not signed');
      await uploadFile(data.s3Sign.signedUrl, file, setProgress, controller.signal);
      setPreview({ key: data.s3Sign.fileKey, url: URL.createObjectURL(file) });
      onUploaded(data.s3Sign.fileKey);
    } catch (failure) {
      if (controller.signal.aborted) return;
      // The server's size and type texts pass through; anything else is the upload text.
      setError(errorCode(failure) ? errorMessage(failure, messages.UPLOAD_FAILED) : messages.UPLOAD_FAILED);
    } finally {
      if (abort.current === controller) {
        setProgress(null);
        onBusyChange(false);
      }
    }
  }

  const uploading = progress !== null;
  const shown = preview && preview.key === newImageKey ? preview.url : currentUrl;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        src={shown ?? undefined}
        alt={`${firstName} ${lastName}`}
        sx={{ width: 96, height: 96, fontSize: 34, bgcolor: 'primary.main' }}
      >
        {initials(firstName, lastName)}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept={PROFILE_IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => void pick(event)}
        aria-label="Profile image file"
      />
      <Button variant="outlined" startIcon={<PhotoCameraOutlined />} disabled={uploading} onClick={() => input.current?.click()}>
        Change Profile Image
      </Button>
      {uploading ? (
        <Box sx={{ width: '100%', maxWidth: 280 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Uploading profile image" />
        </Box>
      ) : null}
      {newImageKey && !uploading ? <Box sx={{ color: 'text.secondary', fontSize: 14 }}>New image ready: press Save to keep it.</Box> : null}
      {error ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
