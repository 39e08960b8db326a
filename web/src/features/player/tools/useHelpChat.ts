import { useApolloClient, useMutation } from '@apollo/client/react';
import { formatMessage, messages } from '@solve/core/messages';
import { useCallback, useRef, useState } from 'react';
import { errorCode, errorMessage } from '../../../components/errorMessage';
import {
  HasOpenHelpRequestQuery,
  type HelpAnswer,
  NextHintMutation,
  RateHelpMutation,
  ReportProblemMutation,
  RequestHelpMutation,
} from './tools.documents';

/**
 * The help and report chat of one problem (problem-set-player.md §4 Help chat flow): the
 * conversation so far, the options the student may press and whether the text box is open.
 * The server decides every answer; the chat only shows them.
 */

export interface ChatLine {
  id: number;
  author: 'assistant' | 'student';
  text: string;
  imageUrl?: string | null;
  videoUrl?: string | null;
}

export interface ChatOption {
  label: string;
  onPick(): void;
}

/** What the text box is for: the student's progress (help) or the report. */
export type ChatInput = 'progress' | 'report' | null;

export const HELP_OPTIONS = {
  yes: 'Yes',
  no: 'No',
  helped: 'Yes, it helped',
  anotherHint: 'No, I need another hint',
  startOver: 'Start over',
} as const;

interface Target {
  submissionId: number;
  problemId: number;
  problemNumber: number;
  firstName: string;
}

export function useHelpChat(target: Target) {
  const nextId = useRef(1);
  const line = (author: ChatLine['author'], text: string, extra: Partial<ChatLine> = {}): ChatLine => ({
    id: nextId.current++,
    author,
    text,
    ...extra,
  });
  const welcome = () => line('assistant', formatMessage('HELP_WELCOME', { name: target.firstName, number: target.problemNumber }));
  const [lines, setLines] = useState<ChatLine[]>(() => [welcome()]);
  const [step, setStep] = useState<'choose' | 'progress?' | ChatInput | 'rate' | 'done'>('choose');
  const [busy, setBusy] = useState(false);
  const [issueId, setIssueId] = useState<number | null>(null);
  const [requestHelp] = useMutation(RequestHelpMutation);
  const [nextHint] = useMutation(NextHintMutation);
  const [rateHelp] = useMutation(RateHelpMutation);
  const [reportProblem] = useMutation(ReportProblemMutation);
  const client = useApolloClient();

  const say = useCallback((...added: ChatLine[]) => setLines((current) => [...current, ...added]), []);

  /** The spec's duplicate text (§8): a help request about this problem is still open, so the chat ends here. */
  const alreadyAsked = () => {
    say(line('assistant', messages.DUPLICATE_PROBLEM_ISSUE));
    setStep('done');
  };

  /** Runs one call; a failure is said in the chat and the step stays so the student can retry. */
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      if (errorCode(error) === 'DUPLICATE_PROBLEM_ISSUE') alreadyAsked();
      else say(line('assistant', errorMessage(error, 'Something went wrong. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  /** 'I Need Help!': refused at once while the earlier request about this problem is open. */
  const chooseHelp = () => {
    say(line('student', messages.HELP_OPTION_HELP));
    void run(async () => {
      const { data } = await client.query({
        query: HasOpenHelpRequestQuery,
        variables: { submissionId: target.submissionId, problemId: target.problemId },
        fetchPolicy: 'network-only',
      });
      if (data?.hasOpenHelpRequest) {
        alreadyAsked();
        return;
      }
      say(line('assistant', messages.HELP_PROGRESS_QUESTION));
      setStep('progress?');
    });
  };

  const showAnswer = (answer: HelpAnswer) => {
    setIssueId(answer.issueId);
    const text = answer.chatText ? `${answer.chatText} ${answer.messageText}` : answer.messageText;
    say(line('assistant', text, { imageUrl: answer.chatImage, videoUrl: answer.chatVideo }));
    if (answer.kind === 'PENDING') {
      say(line('assistant', messages.HELP_SENT), line('assistant', messages.HELP_CLOSING));
      setStep('done');
    } else {
      say(line('assistant', messages.HELP_WAS_IT_HELPFUL));
      setStep('rate');
    }
  };

  const askForHelp = (progress: string) =>
    run(async () => {
      const result = await requestHelp({ variables: { submissionId: target.submissionId, problemId: target.problemId, progress } });
      if (result.data) showAnswer(result.data.requestHelp);
    });

  const rate = (helpful: boolean) => {
    if (issueId === null) return;
    say(line('student', helpful ? HELP_OPTIONS.helped : HELP_OPTIONS.anotherHint));
    void run(async () => {
      await rateHelp({ variables: { issueId, helpful } });
      if (helpful) {
        say(line('assistant', messages.HELP_GLAD));
        setStep('done');
        return;
      }
      const result = await nextHint({ variables: { issueId } });
      if (result.data) showAnswer(result.data.nextHint);
    });
  };

  const options: ChatOption[] = busy
    ? []
    : step === 'choose'
      ? [
          {
            label: messages.HELP_OPTION_REPORT,
            onPick: () => {
              say(line('student', messages.HELP_OPTION_REPORT), line('assistant', messages.HELP_DESCRIBE_PROBLEM));
              setStep('report');
            },
          },
          { label: messages.HELP_OPTION_HELP, onPick: chooseHelp },
        ]
      : step === 'progress?'
        ? [
            {
              label: HELP_OPTIONS.yes,
              onPick: () => {
                say(line('student', HELP_OPTIONS.yes), line('assistant', messages.HELP_TELL_PROGRESS));
                setStep('progress');
              },
            },
            {
              label: HELP_OPTIONS.no,
              onPick: () => {
                say(line('student', HELP_OPTIONS.no));
                void askForHelp('');
              },
            },
          ]
        : step === 'rate'
          ? [
              { label: HELP_OPTIONS.helped, onPick: () => rate(true) },
              { label: HELP_OPTIONS.anotherHint, onPick: () => rate(false) },
            ]
          : step === 'done'
            ? [
                {
                  label: HELP_OPTIONS.startOver,
                  onPick: () => {
                    setLines([welcome()]);
                    setStep('choose');
                  },
                },
              ]
            : [];

  const input: ChatInput = step === 'progress' || step === 'report' ? step : null;

  /** Enter in the text box: the progress starts the help request, the text of a report sends it. */
  const send = (text: string): boolean => {
    const clean = text.trim();
    if (busy || input === null) return false;
    if (clean === '') {
      say(line('assistant', messages.HELP_TEXT_REQUIRED));
      return false;
    }
    say(line('student', clean));
    if (input === 'progress') void askForHelp(clean);
    else
      void run(async () => {
        await reportProblem({ variables: { submissionId: target.submissionId, problemId: target.problemId, description: clean } });
        say(line('assistant', messages.HELP_SENT), line('assistant', messages.HELP_CLOSING));
        setStep('done');
      });
    return true;
  };

  return { lines, options, input, busy, send };
}
