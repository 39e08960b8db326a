import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as a page starts. */
const fresh = async () => {
  vi.resetModules();
  return import('./drawnPage');
};

afterEach(() => {
  document.getElementById('drawn-answers')?.remove();
});

function drawnElement(text: string): void {
  const element = document.createElement('script');
  element.id = 'drawn-answers';
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
}

describe('what a drawn page carries', () => {
  it("says that a page was drawn from Apollo's answer until the mark is taken, so its first render shows it", async () => {
    drawnElement(JSON.stringify({ answers: { 'Player:{"assignmentId":3}': true, 'Dashboard:{}': { n: 1 } } }));
    const drawn = await fresh();
    const key = drawn.answerKey('Player', { assignmentId: 3 });
    // A render thrown away before it commits leaves the mark for the one that commits.
    expect(drawn.drawnFromCache(key)).toBe(true);
    expect(drawn.drawnFromCache(key)).toBe(true);
    expect(drawn.takeDrawnAnswer(key)).toBe(true);
    expect(drawn.drawnFromCache(key)).toBe(false);
    // An answer the page takes itself is not a mark of Apollo's.
    expect(drawn.drawnFromCache('Dashboard:{}')).toBe(false);
    expect(drawn.takeDrawnAnswer('Dashboard:{}')).toEqual({ n: 1 });
  });

  it('reads who is signed in and the answers from the page, and gives each answer once', async () => {
    drawnElement(JSON.stringify({ session: { me: { id: 4, firstName: 'Ann' } }, answers: { 'Dashboard:{"mode":null}': { n: 1 } } }));
    const drawn = await fresh();
    expect(drawn.drawnSession()).toEqual({ me: { id: 4, firstName: 'Ann' } });
    const key = drawn.answerKey('Dashboard', { mode: null });
    expect(drawn.peekDrawnAnswer(key)).toEqual({ n: 1 });
    expect(drawn.peekDrawnAnswer(key)).toEqual({ n: 1 });
    expect(drawn.takeDrawnAnswer(key)).toEqual({ n: 1 });
    expect(drawn.takeDrawnAnswer(key)).toBeUndefined();
  });

  it('has nothing on a page that was not drawn, or whose element is broken', async () => {
    let drawn = await fresh();
    expect(drawn.drawnSession()).toBeUndefined();
    expect(drawn.takeDrawnAnswer('Dashboard:{}')).toBeUndefined();
    drawnElement('{not json');
    drawn = await fresh();
    expect(drawn.drawnSession()).toBeUndefined();
  });

  it('measures the real window in the browser', async () => {
    const drawn = await fresh();
    drawn.provideDrawingWidth(drawn.DRAWING_WIDTH.wide);
    expect(drawn.windowWidth()).toBe(window.innerWidth);
  });
});
