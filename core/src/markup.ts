/**
 * The small Markdown the content format allows in texts with typesetMath (docs/content-format.md):
 * paragraphs, bullet and numbered lists, fenced code blocks (```), **bold**, *italic* or _italic_,
 * `code`, line breaks, and
 * math as $…$ or \(…\) inline and $$…$$ or \[…\] on its own. A dollar sign is math only when it
 * opens before a non-space and closes after one, not followed by a digit, so prices ($3.00 and
 * $3.60) stay text. Parsing builds tokens; the component renders them without raw HTML.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'math'; tex: string; display: boolean }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string };

export type Block =
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'code'; text: string; language: string }
  | { kind: 'math'; tex: string }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const INLINE =
  /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$(?=\S)([^$\n]*?\S)\$(?!\d)|\*\*(?=\S)([\s\S]+?\S)\*\*|\*(?=\S)([^*\n]*?\S)\*|(?<![\w\\])_(?=\S)([^_\n]*?\S)_(?!\w)|`([^`\n]+)`|\\\$|\n/g;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const previous = out[out.length - 1];
    if (previous?.kind === 'text') previous.text += text;
    else out.push({ kind: 'text', text });
  };
  for (const match of source.matchAll(INLINE)) {
    pushText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, display, bracket, paren, dollar, strong, star, underscore, code] = match;
    if (whole === '\n') out.push({ kind: 'break' });
    else if (whole === '\\$') pushText('$');
    else if (display !== undefined || bracket !== undefined) out.push({ kind: 'math', tex: (display ?? bracket)!.trim(), display: true });
    else if (paren !== undefined || dollar !== undefined) out.push({ kind: 'math', tex: (paren ?? dollar)!, display: false });
    else if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (star !== undefined || underscore !== undefined) out.push({ kind: 'em', children: parseInline((star ?? underscore)!) });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
  }
  pushText(source.slice(last));
  return out;
}

const BULLET = /^\s*[-*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const DISPLAY_MATH = /^\s*(?:\$\$([\s\S]+)\$\$|\\\[([\s\S]+)\\\])\s*$/;

function listBlock(lines: string[]): Block | null {
  const ordered = lines.every((line) => NUMBERED.test(line));
  if (!ordered && !lines.every((line) => BULLET.test(line))) return null;
  return { kind: 'list', ordered, items: lines.map((line) => parseInline(line.replace(ordered ? NUMBERED : BULLET, ''))) };
}

function textBlock(chunk: string): Block {
  const math = DISPLAY_MATH.exec(chunk);
  if (math && !/\$\$[\s\S]*\$\$[\s\S]*\$\$/.test(chunk)) return { kind: 'math', tex: (math[1] ?? math[2])!.trim() };
  return listBlock(chunk.split('\n')) ?? { kind: 'paragraph', content: parseInline(chunk) };
}

const FENCE = /^\s*```\s*([\w+-]*)\s*$/;

/** Blocks of a text: fenced code is kept as written (blank lines too); the rest splits on blank lines. */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let chunk: string[] = [];
  const flush = () => {
    const text = chunk.join('\n').trim();
    if (text !== '') blocks.push(textBlock(text));
    chunk = [];
  };
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const fence = FENCE.exec(line);
    const closing = fence ? lines.findIndex((candidate, at) => at > index && /^\s*```\s*$/.test(candidate)) : -1;
    if (fence && closing > index) {
      flush();
      blocks.push({ kind: 'code', language: fence[1] ?? '', text: lines.slice(index + 1, closing).join('\n') });
      index = closing;
    } else if (line.trim() === '') {
      flush();
    } else {
      chunk.push(line);
    }
  }
  flush();
  return blocks;
}

export function containsMath(source: string): boolean {
  return parseBlocks(source).some(function hasMath(block: Block | Inline): boolean {
    if (block.kind === 'math') return true;
    if (block.kind === 'paragraph') return block.content.some(hasMath);
    if (block.kind === 'list') return block.items.some((item) => item.some(hasMath));
    if (block.kind === 'strong' || block.kind === 'em') return block.children.some(hasMath);
    return false;
  });
}
