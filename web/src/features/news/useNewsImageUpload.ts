import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useAcceptedImageUpload } from '../profile';
import { AcceptNewsImageMutation } from './news.documents';

/** Uploads an announcement image through the signed upload and answers its address; `onError` gets the reason. */
export function useNewsImageUpload(onError: (message: string) => void) {
  const [accept] = useMutation(AcceptNewsImageMutation);
  const acceptImage = useCallback(async (fileKey: string) => (await accept({ variables: { fileKey } })).data?.acceptNewsImage, [accept]);
  return useAcceptedImageUpload('NEWS_IMAGE', acceptImage, onError);
}
