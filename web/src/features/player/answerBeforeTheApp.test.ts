import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerBeforeTheApp, answerBeforeTheAppScript, draftsLeftOnTheDrawing } from './answerBeforeTheApp';

const QUERY = 'mutation CreateProblemResponse { createProblemResponse { applied } }';

/** A drawn player as the server writes it: a text problem, a choice problem, and the page's other controls. */
function drawPlayer({ submissionId = '51' } = {}) {
  document.body.innerHTML = `
    <div id="root"><fieldset class="prerendered">
      <header><button id="back">LESSONS</button></header>
      <article data-early-answer="text" data-submission-id="${submissionId}" data-problem-id="7">
        <p>2 + 2?</p>
        <input type="text" id="answer" value="" />
        <div><button id="skip">Skip</button><button id="submit" data-main-action="true">SUBMIT</button></div>
      </article>
      <article data-early-answer="choices" data-submission-id="${submissionId}" data-problem-id="8">
        <label><input type="radio" value="k1" /><div aria-hidden="true">A</div>True</label>
        <label><input type="radio" value="k2" /><div aria-hidden="true">B</div>False</label>
        <div><button id="submit-2" data-main-action="true">SUBMIT</button></div>
      </article>
    </fieldset></div>`;
}

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const pending = () =>
  JSON.parse(sessionStorage.getItem('pendingAnswers') ?? 'null') as Record<
    string,
    Record<string, { value: unknown; sequence: number }>
  > | null;

describe('answerBeforeTheApp', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('submissionId', '51');
    sessionStorage.setItem('sessionId', 'work-3');
    delete document.documentElement.dataset.app;
    delete document.documentElement.dataset.earlyAnswer;
    fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { createProblemResponse: { applied: true } } }))));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps only the answers and their SUBMIT live', () => {
    drawPlayer();
    answerBeforeTheApp(QUERY);
    expect(element('back').closest('header')!.inert).toBe(true);
    expect(element('skip').inert).toBe(true);
    expect(element('answer').inert).not.toBe(true);
    expect(element('submit').inert).not.toBe(true);
  });

  it('sends a typed answer as the app does, kept pending until the server confirms it', async () => {
    drawPlayer();
    answerBeforeTheApp(QUERY);
    element<HTMLInputElement>('answer').value = '4';
    element('submit').click();
    // Kept first, so that the app sends it again if this request is lost.
    expect(pending()?.['51']?.['7']?.value).toEqual({ text: '4' });
    expect(document.documentElement.dataset.earlyAnswer).toBe('sent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-solve-csrf']).toBe('1');
    expect(headers['x-student-session']).toBe('work-3');
    const body = JSON.parse(init.body as string) as { operationName: string; query: string; variables: Record<string, unknown> };
    expect(body.operationName).toBe('CreateProblemResponse');
    expect(body.query).toBe(QUERY);
    expect(body.variables).toMatchObject({ submissionId: 51, problemId: 7, value: { text: '4' } });
    expect(body.variables.sequence).toBe(pending()?.['51']?.['7']?.sequence);
    expect(element<HTMLButtonElement>('submit').disabled).toBe(true);
    expect(element<HTMLInputElement>('answer').readOnly).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Your answer is saved.'));
    expect(pending()).toBeNull();
  });

  it('sends a chosen option on Enter, once however often it is pressed', async () => {
    drawPlayer();
    answerBeforeTheApp(QUERY);
    const option = document.querySelector<HTMLInputElement>('input[value="k2"]')!;
    option.checked = true;
    option.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    option.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    element('submit-2').click();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string) as { variables: Record<string, unknown> };
    expect(body.variables).toMatchObject({ problemId: 8, value: { selected: ['k2'] } });
    await vi.waitFor(() => expect(pending()).toBeNull());
  });

  it('leaves an unconfirmed answer pending for the app to send again', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    drawPlayer();
    answerBeforeTheApp(QUERY);
    element<HTMLInputElement>('answer').value = '4';
    element('submit').click();
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe('Your answer will be sent as soon as the page is ready.'),
    );
    expect(pending()?.['51']?.['7']?.value).toEqual({ text: '4' });
  });

  it('sends nothing without an answer, or once the app has started', () => {
    drawPlayer();
    answerBeforeTheApp(QUERY);
    element('submit').click();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(element('answer'));
    element<HTMLInputElement>('answer').value = '4';
    document.documentElement.dataset.app = 'started';
    element('submit').click();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pending()).toBeNull();
  });

  it('does nothing but keep the page inert when the tab opened another attempt', () => {
    drawPlayer({ submissionId: '99' });
    answerBeforeTheApp(QUERY);
    const fieldset = document.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(true);
    expect(fieldset.inert).toBe(true);
    element<HTMLInputElement>('answer').value = '4';
    element('submit').click();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs as a script of its own, its mutation quoted safely', () => {
    drawPlayer();
    const script = answerBeforeTheAppScript('mutation X { a } # </script>');
    expect(script).not.toContain('</script>');
    // The page's own script: a function called with the query, nothing from outside it.
    (0, eval)(script);
    expect(element('skip').inert).toBe(true);
  });
});

describe('draftsLeftOnTheDrawing', () => {
  it('gives the app what was typed or chosen and not sent, for the attempt on screen', () => {
    drawPlayer();
    element<HTMLInputElement>('answer').value = '12';
    document.querySelector<HTMLInputElement>('input[value="k1"]')!.checked = true;
    expect(draftsLeftOnTheDrawing(51)).toEqual({ 7: { kind: 'text', text: '12' }, 8: { kind: 'choices', selected: ['k1'] } });
    expect(draftsLeftOnTheDrawing(52)).toEqual({});
    document.querySelector<HTMLElement>('[data-problem-id="7"]')!.dataset.earlySent = 'true';
    expect(draftsLeftOnTheDrawing(51)).toEqual({ 8: { kind: 'choices', selected: ['k1'] } });
  });
});
