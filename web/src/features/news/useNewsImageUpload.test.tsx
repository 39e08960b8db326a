import { formatMessage, messages } from '@solve/core/messages';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApollo, type FakeAnswer, type SentOperation } from '../../test/fakeApollo';
import { uploadFile } from '../profile';
import { useNewsImageUpload } from './useNewsImageUpload';

vi.mock('../uploads/uploadFile', () => ({ uploadFile: vi.fn(async () => undefined) }));

const picture = new File(['png'], 'banner.png', { type: 'image/png' });
const signed = {
  data: { s3Sign: { __typename: 'S3Sign', success: true, signedUrl: 'https://bucket.example/put', fileKey: 'news/k1', publicUrl: null } },
};

function renderUpload(answers: Partial<Record<string, FakeAnswer>>) {
  const server = fakeApollo(({ operation }: SentOperation) => answers[operation] ?? new TypeError('Failed to fetch'));
  const onError = vi.fn();
  const upload = renderHook(() => useNewsImageUpload(onError), { wrapper: server.wrapper }).result.current;
  return { ...server, onError, upload };
}

beforeEach(() => {
  vi.mocked(uploadFile).mockReset();
});

describe('useNewsImageUpload', () => {
  it('signs, uploads and has the server accept the picture, answering its address', async () => {
    const { upload, sent, onError } = renderUpload({ SignUpload: signed, AcceptNewsImage: { data: { acceptNewsImage: '/news/k1.png' } } });
    expect(await upload(picture)).toBe('/news/k1.png');
    expect(sent).toEqual([
      { operation: 'SignUpload', variables: { filename: 'banner.png', contentType: 'image/png', size: 3, purpose: 'NEWS_IMAGE' } },
      { operation: 'AcceptNewsImage', variables: { fileKey: 'news/k1' } },
    ]);
    expect(vi.mocked(uploadFile).mock.calls[0]!.slice(0, 2)).toEqual(['https://bucket.example/put', picture]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a picture before sending anything', async () => {
    const { upload, sent, onError } = renderUpload({});
    expect(await upload(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(onError).toHaveBeenCalledWith(messages.IMAGE_ONLY);
    expect(sent).toEqual([]);
  });

  it('names the size limit for a picture too large', async () => {
    const { upload, onError } = renderUpload({});
    const large = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 11 * 1024 * 1024 });
    expect(await upload(large)).toBeNull();
    expect(onError).toHaveBeenCalledWith(formatMessage('FILE_TOO_LARGE', { mb: 10 }));
  });

  it('says the upload failed when any step fails', async () => {
    const noSignature = renderUpload({});
    expect(await noSignature.upload(picture)).toBeNull();
    expect(noSignature.onError).toHaveBeenCalledWith(messages.UPLOAD_FAILED);

    vi.mocked(uploadFile).mockRejectedValueOnce(new Error('upload answered 403'));
    const refusedUpload = renderUpload({ SignUpload: signed });
    expect(await refusedUpload.upload(picture)).toBeNull();
    expect(refusedUpload.onError).toHaveBeenCalledWith(messages.UPLOAD_FAILED);
    expect(refusedUpload.sent.map((request) => request.operation)).toEqual(['SignUpload']);

    const notAccepted = renderUpload({ SignUpload: signed, AcceptNewsImage: { errors: [{ message: 'Not a picture' }] } });
    expect(await notAccepted.upload(picture)).toBeNull();
    expect(notAccepted.onError).toHaveBeenCalledWith(messages.UPLOAD_FAILED);
  });
});
