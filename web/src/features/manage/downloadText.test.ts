import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadText } from './downloadText';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadText', () => {
  it('saves the text under the file name given, then lets the address go', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:sign-ins';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadText('sign-ins.csv', 'line,student\r\n', 'text/csv');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('sign-ins.csv');
    expect(clicked[0]!.href).toBe('blob:sign-ins');
    expect(blobs[0]!.type).toBe('text/csv');
    expect(await blobs[0]!.text()).toBe('line,student\r\n');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:sign-ins');
  });
});
