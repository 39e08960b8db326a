import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './uploadFile';

/** The one request uploadFile makes, answered by the test. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number) {
    this.status = status;
    this.onload?.();
  }
}

const file = new File(['png'], 'pad.png', { type: 'image/png' });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('puts the file to the signed address with its type, and resolves on a 2xx answer', async () => {
    const done = uploadFile('https://bucket.example/signed', file, () => undefined);
    const request = FakeRequest.last;
    expect([request.method, request.url, request.headers['content-type'], request.body]).toEqual([
      'PUT',
      'https://bucket.example/signed',
      'image/png',
      file,
    ]);
    request.answer(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('reports progress in whole percent, when the size is known', async () => {
    const progress = vi.fn();
    const done = uploadFile('/signed', file, progress);
    FakeRequest.last.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 });
    FakeRequest.last.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    FakeRequest.last.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
    FakeRequest.last.answer(200);
    await done;
    expect(progress.mock.calls).toEqual([[33], [100]]);
  });

  it('rejects on any other answer, and on a failed connection', async () => {
    const refused = uploadFile('/signed', file, () => undefined);
    FakeRequest.last.answer(403);
    await expect(refused).rejects.toThrow('upload answered 403');
    const redirected = uploadFile('/signed', file, () => undefined);
    FakeRequest.last.answer(302);
    await expect(redirected).rejects.toThrow('upload answered 302');
    const failed = uploadFile('/signed', file, () => undefined);
    FakeRequest.last.onerror?.();
    await expect(failed).rejects.toThrow('upload failed');
  });

  it('stops when its signal aborts, rejecting as aborted', async () => {
    const controller = new AbortController();
    const done = uploadFile('/signed', file, () => undefined, controller.signal);
    controller.abort();
    expect(FakeRequest.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
