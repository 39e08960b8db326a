import { messages } from '@solve/core/messages';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApollo, type FakeAnswer, type SentOperation } from '../../../test/fakeApollo';
import { uploadFile } from '../../profile';
import { usePostImageUpload } from './usePostImageUpload';

vi.mock('../../uploads/uploadFile', () => ({ uploadFile: vi.fn(async () => undefined) }));

const picture = new File(['png'], 'cover.png', { type: 'image/png' });
const signed = {
  data: { s3Sign: { __typename: 'S3Sign', success: true, signedUrl: 'https://bucket.example/put', fileKey: 'posts/k1', publicUrl: null } },
};

function renderUpload(answers: Partial<Record<string, FakeAnswer>>) {
  const server = fakeApollo(({ operation }: SentOperation) => answers[operation] ?? new TypeError('Failed to fetch'));
  const onError = vi.fn();
  const onProgress = vi.fn();
  const upload = renderHook(() => usePostImageUpload(onError, onProgress), { wrapper: server.wrapper }).result.current;
  return { ...server, onError, onProgress, upload };
}

beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});

describe('usePostImageUpload', () => {
  it('uploads with progress, has the server accept the picture, and answers its address', async () => {
    vi.mocked(uploadFile).mockImplementation(async (_url, _file, progress) => progress(60));
    const { upload, sent, onProgress } = renderUpload({
      SignUpload: signed,
      AcceptPostImage: { data: { acceptPostImage: '/posts/k1.png' } },
    });
    expect(await upload(picture)).toBe('/posts/k1.png');
    expect(sent.map((request) => request.variables)).toEqual([
      { filename: 'cover.png', contentType: 'image/png', size: 3, purpose: 'POST_IMAGE' },
      { fileKey: 'posts/k1' },
    ]);
    // The bar shows the upload, then empties once it is over.
    expect(onProgress.mock.calls).toEqual([[60], [0]]);
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    const { upload, sent, onError } = renderUpload({});
    expect(await upload(new File(['GIF'], 'clip.mp4', { type: 'video/mp4' }))).toBeNull();
    expect(onError).toHaveBeenCalledWith(messages.IMAGE_ONLY);
    expect(sent).toEqual([]);
  });

  it('says the upload failed, and empties the bar, when a step fails', async () => {
    const { upload, onError, onProgress } = renderUpload({ SignUpload: signed });
    expect(await upload(picture)).toBeNull();
    expect(onError).toHaveBeenCalledWith(messages.UPLOAD_FAILED);
    expect(onProgress).toHaveBeenLastCalledWith(0);
  });

  it('shows no progress without a listener', async () => {
    const server = fakeApollo(({ operation }) => (operation === 'SignUpload' ? signed : { data: { acceptPostImage: '/posts/k1.png' } }));
    const upload = renderHook(() => usePostImageUpload(vi.fn()), { wrapper: server.wrapper }).result.current;
    expect(await upload(picture)).toBe('/posts/k1.png');
  });
});
