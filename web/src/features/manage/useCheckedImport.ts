import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import type { ChosenFile } from './FileChooser';

/** What the server answers for a file it checked (nothing written) or imported. */
export interface ImportReport {
  fileName: string;
  imported: boolean;
  problems: readonly unknown[];
}

type Send<R> = (file: ChosenFile) => Promise<R | null | undefined>;

export interface CheckedImport<R extends ImportReport> {
  file: ChosenFile | null;
  report: R | null;
  /** Why the last step failed, in the words shown to the person. */
  problem: string | null;
  checking: boolean;
  importing: boolean;
  /** The file has been checked, has no problems and is not imported yet. */
  ready: boolean;
  /** The props a FileChooser takes from this upload. */
  chooser: { chosen: string | null; disabled: boolean; onFile: (file: ChosenFile) => void };
  /** Forgets the file and shows why it was not taken (too large, say). */
  refuse: (message: string) => void;
  runImport: () => void;
}

/**
 * A file that is checked on the server as soon as it is chosen (the whole import, rolled back) and
 * imported only when the person asks, once the check found nothing wrong.
 */
export function useCheckedImport<R extends ImportReport>({
  check,
  importFile,
  checkFailed,
  importFailed,
}: {
  check: Send<R>;
  importFile: Send<R>;
  checkFailed: string;
  importFailed: string;
}): CheckedImport<R> {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'checking' | 'importing' | null>(null);

  async function send(step: 'checking' | 'importing', chosen: ChosenFile, failed: string) {
    setProblem(null);
    setPending(step);
    try {
      const answer = await (step === 'checking' ? check : importFile)(chosen);
      if (answer) setReport(answer);
    } catch (error) {
      setProblem(errorMessage(error, failed));
    } finally {
      setPending(null);
    }
  }

  return {
    file,
    report,
    problem,
    checking: pending === 'checking',
    importing: pending === 'importing',
    ready: report !== null && report.problems.length === 0 && !report.imported,
    chooser: {
      chosen: file?.name ?? null,
      disabled: pending !== null,
      onFile: (chosen) => {
        setFile(chosen);
        setReport(null);
        void send('checking', chosen, checkFailed);
      },
    },
    refuse: (message) => {
      setFile(null);
      setReport(null);
      setProblem(message);
    },
    runImport: () => {
      if (file) void send('importing', file, importFailed);
    },
  };
}
