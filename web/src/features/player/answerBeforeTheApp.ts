import type { Draft } from './drafts';
import type { PendingAnswer } from './pendingAnswers';

/**
 * The first answer on a drawn player, before the app's scripts have arrived (decision 0154). On a
 * phone the app's code takes seconds to come; the page the server drew already shows the problem.
 * This small script, written into that page (inline, allowed by its hash in the page's policy),
 * lets the student type or choose and press SUBMIT there: the answer goes to the server as the app
 * sends it (the same mutation, headers and sequence number) and is first kept in the tab's pending
 * answers, so that the app, when it takes over, sends again whatever is not confirmed (the server
 * stores a repeated sequence once) and asks the attempt afresh (the drawing's data is then old).
 * Everything else on the drawn page stays inert until the app renders over it.
 *
 * It runs in the browser as its own script: nothing from outside the function may be used in it.
 */
export function answerBeforeTheApp(query: string): void {
  const fieldset = document.querySelector<HTMLFieldSetElement>('#root > fieldset.prerendered');
  if (!fieldset) return;
  const store = window.sessionStorage;
  // Only an attempt this tab opened: otherwise the app shows something else (the lessons, another attempt).
  const problems = [...fieldset.querySelectorAll<HTMLElement>('[data-early-answer]')].filter(
    (problem) => problem.dataset.submissionId === store.getItem('submissionId'),
  );
  const live = new Set<Element>();
  for (const problem of problems) {
    for (const control of problem.querySelectorAll('input, textarea, [data-main-action]')) live.add(control);
  }
  if (live.size === 0) {
    fieldset.disabled = true;
    fieldset.inert = true;
    return;
  }
  // Inert, as on any drawn page, all but the problems' inputs and SUBMIT buttons.
  const keepLive = (parent: Element): void => {
    for (const child of parent.children) {
      if (live.has(child)) continue;
      if ([...live].some((control) => child.contains(control))) keepLive(child);
      else (child as HTMLElement).inert = true;
    }
  };
  keepLive(fieldset);
  // A chosen option shows as chosen, as the app shows it (its own styles come with it): the
  // option's border and letter, a radio button's dot.
  const chosen = '.prerendered [data-early-answer] label:has(input:checked)';
  const style = document.createElement('style');
  style.textContent =
    `${chosen}{border-color:#1b3a6b;background-color:rgba(27,58,107,0.06)}` +
    `${chosen}>[aria-hidden="true"]{background-color:#1b3a6b;color:#fff}` +
    `${chosen} input[type="radio"]+span svg+svg{transform:scale(1)}`;
  document.head.append(style);

  const answerOf = (problem: HTMLElement): { text: string } | { selected: string[] } | null => {
    if (problem.dataset.earlyAnswer === 'text') {
      const box = problem.querySelector<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], input:not([type]), textarea');
      return box && box.value.trim() !== '' ? { text: box.value } : null;
    }
    const selected = [...problem.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')]
      .filter((input) => input.checked && input.value !== '')
      .map((input) => input.value);
    return selected.length > 0 ? { selected } : null;
  };

  const send = (problem: HTMLElement, button: HTMLButtonElement): void => {
    // Once the app starts rendering, it takes the answer from here.
    if (document.documentElement.dataset.app === 'started' || problem.dataset.earlySent) return;
    const value = answerOf(problem);
    if (!value) {
      problem.querySelector<HTMLElement>('input, textarea')?.focus();
      return;
    }
    problem.dataset.earlySent = 'true';
    const submissionId = Number(problem.dataset.submissionId);
    const problemId = Number(problem.dataset.problemId);
    // The app's own shape of a pending answer (a type only: nothing of it is in the script).
    const pending: PendingAnswer = {
      problemId,
      responseId: null,
      value,
      sequence: Date.now(),
      timeSpent: Math.max(1, Math.round(performance.now() / 1000)),
    };
    const readPending = (): Record<string, Record<string, PendingAnswer>> => {
      try {
        return JSON.parse(store.getItem('pendingAnswers') ?? '{}') as Record<string, Record<string, PendingAnswer>>;
      } catch {
        return {};
      }
    };
    const all = readPending();
    all[submissionId] = { ...all[submissionId], [problemId]: pending };
    store.setItem('pendingAnswers', JSON.stringify(all));
    // The drawing's data no longer says what is saved: the app asks the attempt afresh (app/apollo.ts).
    document.documentElement.dataset.earlyAnswer = 'sent';
    for (const control of problem.querySelectorAll<HTMLInputElement>('input, textarea')) control.readOnly = true;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.style.margin = '12px 0 0';
    status.textContent = 'Saving your answer…';
    button.parentElement?.after(status);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-solve-csrf': '1', 'cache-control': 'no-cache' };
    const workSession = store.getItem('sessionId');
    if (workSession) headers['x-student-session'] = workSession;
    const variables = { submissionId, problemId, value, timeSpent: pending.timeSpent, sequence: pending.sequence };
    fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ operationName: 'CreateProblemResponse', query, variables }),
    })
      .then((response) => response.json() as Promise<{ data?: { createProblemResponse?: unknown } | null; errors?: unknown[] }>)
      .then((answer) => {
        if (!answer.data?.createProblemResponse || answer.errors?.length) throw new Error('not saved');
        // Confirmed: nothing is left to send (unless a newer answer replaced this one).
        const now = readPending();
        if (now[submissionId]?.[problemId]?.sequence === pending.sequence) {
          delete now[submissionId][problemId];
          if (Object.keys(now[submissionId]).length === 0) delete now[submissionId];
          if (Object.keys(now).length === 0) store.removeItem('pendingAnswers');
          else store.setItem('pendingAnswers', JSON.stringify(now));
        }
        status.textContent = 'Your answer is saved.';
      })
      .catch(() => {
        // Kept in the tab's pending answers: the app sends it again and says what the server answers.
        status.textContent = 'Your answer will be sent as soon as the page is ready.';
      });
  };

  for (const problem of problems) {
    const button = problem.querySelector<HTMLButtonElement>('[data-main-action]');
    if (!button) continue;
    button.addEventListener('click', () => send(problem, button));
    // Enter in the answer presses SUBMIT, as in the app (a text area keeps it for new lines).
    problem.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.isComposing && !event.repeat && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        send(problem, button);
      }
    });
  }
}

/** The script written into a drawn player's page: the function above, called with the answer's mutation. */
export const answerBeforeTheAppScript = (query: string): string =>
  // `<` escaped: nothing in it can end the script element early.
  `(${answerBeforeTheApp.toString()})(${JSON.stringify(query).replace(/</g, '\\u003c')});`;

/**
 * What the student typed or chose on the drawn page and has not sent (read as the script above reads
 * it, which can use nothing from here), read as the app's player
 * first renders (the drawing is still on screen until the app's page replaces it): the app's
 * inputs start from it instead of losing it.
 */
export function draftsLeftOnTheDrawing(submissionId: number | null): Record<number, Draft> {
  const drafts: Record<number, Draft> = {};
  if (typeof document === 'undefined' || submissionId === null) return drafts;
  for (const problem of document.querySelectorAll<HTMLElement>('#root > fieldset.prerendered [data-early-answer]')) {
    const problemId = Number(problem.dataset.problemId);
    if (problem.dataset.submissionId !== String(submissionId) || problem.dataset.earlySent || !Number.isInteger(problemId)) continue;
    if (problem.dataset.earlyAnswer === 'text') {
      const text = problem.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')?.value ?? '';
      if (text !== '') drafts[problemId] = { kind: 'text', text };
    } else {
      const selected = [...problem.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value).filter(Boolean);
      if (selected.length > 0) drafts[problemId] = { kind: 'choices', selected };
    }
  }
  return drafts;
}
