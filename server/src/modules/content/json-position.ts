/**
 * Where JSON text first goes wrong, as line and column (from 1). JSON.parse does not always say
 * (Node 20 reports a snippet for an unexpected token), so the text is scanned by the grammar.
 */
/** Thrown by the scanner at the first character the grammar does not allow. */
class JsonSyntaxAt extends Error {
  constructor(readonly position: number) {
    super(`JSON syntax error at ${position}`);
  }
}

export function jsonErrorPosition(source: string): { line: number; column: number } | null {
  let at = 0;
  const fail = (): never => {
    throw new JsonSyntaxAt(at);
  };
  const space = () => {
    while (at < source.length && ' \t\n\r'.includes(source[at]!)) at += 1;
  };
  const expect = (text: string) => {
    if (source.startsWith(text, at)) at += text.length;
    else fail();
  };
  const string = () => {
    expect('"');
    while (at < source.length && source[at] !== '"') {
      if (source.charCodeAt(at) < 0x20) fail();
      at += source[at] === '\\' ? 2 : 1;
    }
    expect('"');
  };
  const number = () => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(source.slice(at));
    if (!match) fail();
    at += match![0].length;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    space();
    if (source[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      space();
      if (source[at] === close) {
        at += 1;
        return;
      }
      expect(',');
      space();
    }
  };
  const value = (): void => {
    space();
    const char = source[at];
    if (char === '{') {
      list('}', () => {
        space();
        string();
        space();
        expect(':');
        value();
      });
    } else if (char === '[') list(']', value);
    else if (char === '"') string();
    else if (char === 't') expect('true');
    else if (char === 'f') expect('false');
    else if (char === 'n') expect('null');
    else number();
  };
  try {
    value();
    space();
    if (at < source.length) fail();
    return null;
  } catch (error) {
    if (!(error instanceof JsonSyntaxAt)) throw error;
    const { position } = error;
    const before = source.slice(0, position);
    return { line: before.split('\n').length, column: position - before.lastIndexOf('\n') };
  }
}
