import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAcceptedImageUpload } from '../../profile';
import { AcceptPostImageMutation } from '../../posts';

/** Uploads a post image through the signed upload (progress to `onProgress`) and answers its address, or null (`onError` says why). */
export function usePostImageUpload(onError: (message: string) => void, onProgress: (percent: number) => void = () => undefined) {
  const [accept] = useMutation(AcceptPostImageMutation);
  const acceptImage = useCallback(async (fileKey: string) => (await accept({ variables: { fileKey } })).data?.acceptPostImage, [accept]);
  return useAcceptedImageUpload('POST_IMAGE', acceptImage, onError, onProgress);
}
