/**
 * The line of a content file where each reported path is (problemSets[2].problems[4].answer), so
 * that a person finds it in an editor. A path to a field the file leaves out gets the line of its
 * nearest ancestor that is there. `source` is valid JSON (it has been parsed already).
 */

/** 'problemSets[2].problems' → ['problemSets', '[2]', 'problems']. */
function segments(path: string): string[] {
  return path.match(/\[\d+\]|[^.[\]]+/g) ?? [];
}

const join = (parent: string, segment: string) =>
  segment.startsWith('[') || parent === '' ? `${parent}${segment}` : `${parent}.${segment}`;

export function jsonPathLines(source: string, paths: readonly string[]): Map<string, number> {
  // Every ancestor of a wanted path is worth remembering: it stands in for a missing field.
  const wanted = new Set<string>(['']);
  for (const path of paths) {
    let prefix = '';
    for (const segment of segments(path)) {
      prefix = join(prefix, segment);
      wanted.add(prefix);
    }
  }
  const found = new Map<string, number>();
  let at = 0;
  let line = 1;

  const space = () => {
    for (;;) {
      const char = source[at];
      if (char === '\n') line += 1;
      else if (char !== ' ' && char !== '\t' && char !== '\r') return;
      at += 1;
    }
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (source[at] !== '"') at += source[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(source.slice(start, at)) as string;
  };
  const value = (path: string): void => {
    space();
    if (wanted.has(path) && !found.has(path)) found.set(path, line);
    const char = source[at];
    if (char === '{') {
      at += 1;
      space();
      if (source[at] === '}') {
        at += 1;
        return;
      }
      for (;;) {
        space();
        const key = string();
        space();
        at += 1; // ':'
        value(join(path, key));
        space();
        if (source[at++] === '}') return;
      }
    } else if (char === '[') {
      at += 1;
      space();
      if (source[at] === ']') {
        at += 1;
        return;
      }
      for (let index = 0; ; index += 1) {
        value(join(path, `[${index}]`));
        space();
        if (source[at++] === ']') return;
      }
    } else if (char === '"') string();
    else while (at < source.length && !',]} \t\r\n'.includes(source[at]!)) at += 1;
  };
  value('');

  const lines = new Map<string, number>();
  for (const path of paths) {
    let prefix = '';
    let best = found.get('') ?? 1;
    for (const segment of segments(path)) {
      prefix = join(prefix, segment);
      const where = found.get(prefix);
      if (where === undefined) break;
      best = where;
    }
    lines.set(path, best);
  }
  return lines;
}
