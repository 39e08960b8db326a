import { useMutation } from '@apollo/client/react';
import { checkUpload } from '@solve/core/files';
import { formatMessage, messages } from '@solve/core/messages';
import { useCallback } from 'react';
import { SignUploadMutation } from '../../profile/profile.documents';
import { uploadFile } from '../../profile/uploadFile';
import { AcceptPostImageMutation } from '../../posts/posts.documents';

/** Uploads a post image through the signed upload (progress to `onProgress`) and answers its address, or null (`onError` says why). */
export function usePostImageUpload(onError: (message: string) => void, onProgress: (percent: number) => void = () => undefined) {
  const [sign] = useMutation(SignUploadMutation);
  const [accept] = useMutation(AcceptPostImageMutation);
  return useCallback(
    async (file: File): Promise<string | null> => {
      const refusal = checkUpload('POST_IMAGE', 'EMPLOYEE', file.type, file.size);
      if (refusal) {
        onError(formatMessage(refusal.code, refusal.values));
        return null;
      }
      try {
        const { data } = await sign({ variables: { filename: file.name, contentType: file.type, size: file.size, purpose: 'POST_IMAGE' } });
        if (!data) throw new Error('no signature');
        await uploadFile(data.s3Sign.signedUrl, file, onProgress);
        const accepted = await accept({ variables: { fileKey: data.s3Sign.fileKey } });
        if (!accepted.data) throw new Error('not accepted');
        return accepted.data.acceptPostImage;
      } catch {
        onError(messages.UPLOAD_FAILED);
        return null;
      } finally {
        onProgress(0);
      }
    },
    [sign, accept, onError, onProgress],
  );
}
