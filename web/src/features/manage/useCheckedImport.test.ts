import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChosenFile } from './FileChooser';
import { type ImportReport, useCheckedImport } from './useCheckedImport';

const FILE: ChosenFile = { name: 'roster.csv', text: 'a,b\n1,2' };
const CHECK_FAILED = 'The file could not be checked.';
const IMPORT_FAILED = 'The file could not be imported.';
const report = (problems: unknown[] = [], imported = false): ImportReport => ({ fileName: FILE.name, imported, problems });

type Send = (file: ChosenFile) => Promise<ImportReport | null>;

function setUp(check: Send, importFile: Send = async () => report([], true)) {
  const checkSpy = vi.fn(check);
  const importSpy = vi.fn(importFile);
  const hook = renderHook(() =>
    useCheckedImport({ check: checkSpy, importFile: importSpy, checkFailed: CHECK_FAILED, importFailed: IMPORT_FAILED }),
  );
  return { ...hook, check: checkSpy, importFile: importSpy };
}

describe('useCheckedImport', () => {
  it('checks a file as soon as it is chosen, and is ready to import when nothing is wrong', async () => {
    const { result, check } = setUp(async () => report());
    expect(result.current.ready).toBe(false);
    await act(async () => result.current.chooser.onFile(FILE));
    expect(check).toHaveBeenCalledWith(FILE);
    expect(result.current.chooser.chosen).toBe('roster.csv');
    expect(result.current.report).toEqual(report());
    expect(result.current.ready).toBe(true);
  });

  it('is busy while checking, the chooser locked', async () => {
    let finish: (value: ImportReport) => void = () => undefined;
    const { result } = setUp(() => new Promise((resolve) => (finish = resolve)));
    act(() => result.current.chooser.onFile(FILE));
    expect(result.current.checking).toBe(true);
    expect(result.current.chooser.disabled).toBe(true);
    await act(async () => finish(report()));
    expect(result.current.checking).toBe(false);
    expect(result.current.chooser.disabled).toBe(false);
  });

  it('is not ready when the check found problems', async () => {
    const { result } = setUp(async () => report(['row 2: no email']));
    await act(async () => result.current.chooser.onFile(FILE));
    expect(result.current.ready).toBe(false);
  });

  it('imports the checked file when asked, and is not ready again once imported', async () => {
    const { result, importFile } = setUp(async () => report());
    await act(async () => result.current.chooser.onFile(FILE));
    await act(async () => result.current.runImport());
    expect(importFile).toHaveBeenCalledWith(FILE);
    expect(result.current.report?.imported).toBe(true);
    expect(result.current.ready).toBe(false);
  });

  it('imports nothing before a file is chosen', async () => {
    const { result, importFile } = setUp(async () => report());
    await act(async () => result.current.runImport());
    expect(importFile).not.toHaveBeenCalled();
  });

  it('says why a step failed, in the words given for it', async () => {
    const { result } = setUp(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await act(async () => result.current.chooser.onFile(FILE));
    expect(result.current.problem).toBe(CHECK_FAILED);
    expect(result.current.checking).toBe(false);
    await act(async () => result.current.runImport());
    expect(result.current.problem).toBe(IMPORT_FAILED);
  });

  it('keeps the last report when the server answers nothing', async () => {
    const { result } = setUp(
      async () => report(),
      async () => null,
    );
    await act(async () => result.current.chooser.onFile(FILE));
    await act(async () => result.current.runImport());
    expect(result.current.report).toEqual(report());
    expect(result.current.problem).toBeNull();
  });

  it('forgets the last report as soon as another file is chosen', async () => {
    const answers = [report(['row 2: no email'])];
    const { result } = setUp(async () => answers.shift() ?? null);
    await act(async () => result.current.chooser.onFile(FILE));
    await act(async () => result.current.chooser.onFile({ ...FILE, name: 'other.csv' }));
    expect(result.current.report).toBeNull();
    expect(result.current.chooser.chosen).toBe('other.csv');
  });

  it('forgets a refused file and says why', async () => {
    const { result } = setUp(async () => report());
    await act(async () => result.current.chooser.onFile(FILE));
    act(() => result.current.refuse('roster.csv is larger than 5 MB.'));
    expect(result.current).toMatchObject({ file: null, report: null, problem: 'roster.csv is larger than 5 MB.', ready: false });
  });
});
