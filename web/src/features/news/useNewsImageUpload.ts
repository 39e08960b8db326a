import { useMutation } from '@apollo/client/react';
import { checkUpload } from '@solve/core/files';
import { formatMessage, messages } from '@solve/core/messages';
import { useCallback } from 'react';
import { SignUploadMutation } from '../profile/profile.documents';
import { uploadFile } from '../profile/uploadFile';
import { AcceptNewsImageMutation } from './news.documents';

/** Uploads an announcement image through the signed upload and answers its address; `onError` gets the reason. */
export function useNewsImageUpload(onError: (message: string) => void) {
  const [sign] = useMutation(SignUploadMutation);
  const [accept] = useMutation(AcceptNewsImageMutation);
  return useCallback(
    async (file: File): Promise<string | null> => {
      const refusal = checkUpload('NEWS_IMAGE', 'EMPLOYEE', file.type, file.size);
      if (refusal) {
        onError(formatMessage(refusal.code, refusal.values));
        return null;
      }
      try {
        const { data } = await sign({ variables: { filename: file.name, contentType: file.type, size: file.size, purpose: 'NEWS_IMAGE' } });
        if (!data) throw new Error('no signature');
        await uploadFile(data.s3Sign.signedUrl, file, () => undefined);
        // The server checks the picture and serves its own copy (no metadata) from then on.
        const accepted = await accept({ variables: { fileKey: data.s3Sign.fileKey } });
        if (!accepted.data) throw new Error('not accepted');
        return accepted.data.acceptNewsImage;
      } catch {
        onError(messages.UPLOAD_FAILED);
        return null;
      }
    },
    [sign, accept, onError],
  );
}
