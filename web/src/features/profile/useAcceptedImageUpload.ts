import { useMutation } from '@apollo/client/react';
import { checkUpload } from '@solve/core/files';
import { formatMessage, messages } from '@solve/core/messages';
import { useCallback } from 'react';
import { SignUploadMutation, uploadFile } from '../uploads';

// Module-level, so that the returned function stays the same from render to render.
const noProgress = () => undefined;

/**
 * Uploads an employee's image through the signed upload, then has the server accept it (it checks
 * the picture and serves its own copy, no metadata, from then on). The returned function answers
 * the image's address, or null (`onError` says why); `accept` must be stable (useCallback).
 */
export function useAcceptedImageUpload(
  purpose: 'NEWS_IMAGE' | 'POST_IMAGE',
  accept: (fileKey: string) => Promise<string | undefined>,
  onError: (message: string) => void,
  onProgress: (percent: number) => void = noProgress,
) {
  const [sign] = useMutation(SignUploadMutation);
  return useCallback(
    async (file: File): Promise<string | null> => {
      const refusal = checkUpload(purpose, 'EMPLOYEE', file.type, file.size);
      if (refusal) {
        onError(formatMessage(refusal.code, refusal.values));
        return null;
      }
      try {
        const { data } = await sign({ variables: { filename: file.name, contentType: file.type, size: file.size, purpose } });
        if (!data) throw new Error('no signature');
        await uploadFile(data.s3Sign.signedUrl, file, onProgress);
        const address = await accept(data.s3Sign.fileKey);
        if (address === undefined) throw new Error('not accepted');
        return address;
      } catch {
        onError(messages.UPLOAD_FAILED);
        return null;
      } finally {
        onProgress(0);
      }
    },
    [purpose, sign, accept, onError, onProgress],
  );
}
