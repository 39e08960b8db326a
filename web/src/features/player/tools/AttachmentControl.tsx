import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { acceptList, checkUpload, declaredType, PHONE_PHOTO_TYPES } from '@solve/core/files';
import { formatMessage, messages } from '@solve/core/messages';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../../components/errorMessage';
import { SignUploadMutation, uploadFile } from '../../uploads';
import { PlayerQuery } from '../player.documents';
import { AcceptedFileTypesQuery, AttachFileMutation, RemoveAttachmentMutation } from './tools.documents';

interface Props {
  submissionId: number;
  problemId: number;
  problemNumber: number;
  attachmentUrl: string | null;
  /** The set is complete or in review: nothing may change. */
  locked: boolean;
}

/** Until the server says whether it converts phone photos (HEIC): the types every server reads. */
const BASIC_TYPES = acceptList('ATTACHMENT', { phonePhotos: false });

/**
 * §4 Attachments: choose a file, a signed upload with a progress bar, then the server keeps it on
 * the response. Choosing is disabled while an attachment exists or the set is locked.
 */
export function AttachmentControl({ submissionId, problemId, problemNumber, attachmentUrl, locked }: Props) {
  const client = useApolloClient();
  const [signUpload] = useMutation(SignUploadMutation);
  const [attach] = useMutation(AttachFileMutation);
  const [remove, removing] = useMutation(RemoveAttachmentMutation);
  // Images and PDF scans of the student's work; phone photo types only where the server converts
  // them (elsewhere an iPhone sends a JPEG copy of its photo when HEIC is not offered).
  const accepted = useQuery(AcceptedFileTypesQuery, { variables: { purpose: 'ATTACHMENT' } }).data?.acceptedFileTypes ?? BASIC_TYPES;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const refresh = () => client.refetchQueries({ include: [PlayerQuery] });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const type = declaredType(file.type, file.name);
    if ((PHONE_PHOTO_TYPES as readonly string[]).includes(type) && !accepted.includes(type)) {
      setError(messages.PHOTO_FORMAT_UNREADABLE);
      return;
    }
    const refusal = checkUpload('ATTACHMENT', 'STUDENT', type, file.size);
    if (refusal) {
      setError(formatMessage(refusal.code, refusal.values));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const { data } = await signUpload({
        variables: { filename: file.name, contentType: type, size: file.size, purpose: 'ATTACHMENT' },
      });
      if (!data?.s3Sign.success) throw new Error('not signed');
      // The PUT must carry the signed type, also where the browser named none (a HEIC photo on Windows).
      const body = type === file.type ? file : new File([file], file.name, { type });
      await uploadFile(data.s3Sign.signedUrl, body, setProgress, controller.signal);
      await attach({ variables: { submissionId, problemId, fileKey: data.s3Sign.fileKey } });
      await refresh();
    } catch (failure) {
      if (controller.signal.aborted) return;
      // The server's own texts (type, size, a closed set) pass through; anything else is the spec's text.
      setError(errorCode(failure) ? errorMessage(failure, messages.ATTACHMENT_FAILED) : messages.ATTACHMENT_FAILED);
    } finally {
      if (abort.current === controller) setProgress(null);
    }
  }

  async function removeIt() {
    setError(null);
    try {
      await remove({ variables: { submissionId, problemId } });
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure, 'The attachment could not be removed. Please try again.'));
    }
  }

  const inputId = `attachment-${problemId}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {attachmentUrl ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Link href={attachmentUrl} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <AttachFileIcon fontSize="small" /> Your attachment
          </Link>
          {locked ? null : (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => void removeIt()}
              disabled={removing.loading}
              aria-label={`Remove the attachment of problem ${problemNumber}`}
            >
              Remove
            </Button>
          )}
        </Box>
      ) : (
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={locked || progress !== null}
          sx={{ minHeight: 44 }}
        >
          Attach file
          <input
            id={inputId}
            type="file"
            accept={accepted.join(',')}
            hidden
            disabled={locked || progress !== null}
            onChange={(event) => void pick(event)}
          />
        </Button>
      )}
      {progress !== null ? (
        <LinearProgress variant="determinate" value={progress} aria-label="Uploading the attachment" sx={{ width: 160 }} />
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
