import { richTextLength } from '@solve/core';

/**
 * The server's rich-text sanitiser: TipTap (ProseMirror) JSON documents are checked against an
 * allow-list of nodes, marks and attributes when they are saved, and again before they are sent
 * to be rendered. Anything outside the list makes the document invalid; links and images keep
 * only safe addresses. News uses it now; every rich text the product stores goes through it.
 */

/** A node of a TipTap document as JSON. */
export interface RichNode {
  type: string;
  attrs?: Record<string, string | number | null>;
  content?: RichNode[];
  marks?: { type: string; attrs?: Record<string, string | null> }[];
  text?: string;
}

/**
 * Limits that keep one document small enough to store and render. How many words a document may
 * hold is the caller's (core/text-limits.ts); `json` bounds the formatting around them: TipTap
 * writes a few dozen characters of JSON per paragraph or mark, so it is ten times the longest
 * text a field takes, well under the request body's limit.
 */
export const RICH_TEXT_LIMITS = { json: 500_000, nodes: 10_000, depth: 24 } as const;

const BLOCKS = new Set(['paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'codeBlock', 'horizontalRule']);
const INLINES = new Set(['text', 'hardBreak', 'image', 'inlineMath']);
const MARKS = new Set(['bold', 'italic', 'strike', 'code', 'underline', 'link']);

/** Who may be linked to and which images may be shown. */
export interface RichTextRules {
  /** Whether an image address may be shown (the caller knows which uploads exist). */
  imageAllowed(src: string): boolean;
}

/** Web and mail addresses, and paths of this site (not protocol-relative //host). */
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

class Invalid extends Error {}

function fail(): never {
  throw new Invalid();
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string' || value.length > max) fail();
  return value;
}

function cleanMarks(marks: unknown): RichNode['marks'] {
  if (marks === undefined) return undefined;
  if (!Array.isArray(marks)) fail();
  const kept: NonNullable<RichNode['marks']> = [];
  for (const mark of marks as unknown[]) {
    if (typeof mark !== 'object' || mark === null) fail();
    const { type, attrs } = mark as { type?: unknown; attrs?: { href?: unknown } };
    if (typeof type !== 'string' || !MARKS.has(type)) fail();
    if (type === 'link') {
      const href = typeof attrs?.href === 'string' ? attrs.href.trim() : '';
      // An unsafe address (javascript:, data:…) loses its link; the words stay.
      if (SAFE_LINK.test(href) && href.length <= 2000) kept.push({ type, attrs: { href } });
      continue;
    }
    kept.push({ type });
  }
  return kept.length ? kept : undefined;
}

function cleanNode(value: unknown, depth: number, budget: { nodes: number }, rules: RichTextRules): RichNode | null {
  if (depth > RICH_TEXT_LIMITS.depth || --budget.nodes < 0) fail();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail();
  const node = value as Record<string, unknown>;
  const type = node.type;
  if (typeof type !== 'string') fail();
  const attrs = (typeof node.attrs === 'object' && node.attrs !== null ? node.attrs : {}) as Record<string, unknown>;
  if (type === 'text') {
    const value = text(node.text, RICH_TEXT_LIMITS.json);
    if (value === '') fail();
    const marks = cleanMarks(node.marks);
    return marks ? { type, text: value, marks } : { type, text: value };
  }
  if (!BLOCKS.has(type) && !INLINES.has(type)) fail();
  const out: RichNode = { type };
  if (type === 'heading') {
    const level = Number(attrs.level);
    out.attrs = { level: Number.isInteger(level) && level >= 1 && level <= 4 ? level : 2 };
  } else if (type === 'orderedList') {
    const start = Number(attrs.start ?? 1);
    out.attrs = { start: Number.isInteger(start) && start >= 0 && start < 10_000 ? start : 1 };
  } else if (type === 'image') {
    const src = typeof attrs.src === 'string' ? attrs.src : '';
    if (!rules.imageAllowed(src)) return null;
    out.attrs = { src, alt: typeof attrs.alt === 'string' ? attrs.alt.slice(0, 300) : null };
  } else if (type === 'inlineMath') {
    out.attrs = { latex: text(attrs.latex, 2000) };
  }
  if (node.content !== undefined) {
    if (!Array.isArray(node.content)) fail();
    if (INLINES.has(type) && node.content.length) fail();
    const children = (node.content as unknown[]).map((child) => cleanNode(child, depth + 1, budget, rules)).filter((c) => c !== null);
    if (children.length) out.content = children;
  }
  return out;
}

/** A document checked for saving: the sanitised JSON, or why it cannot be saved. */
export type CheckedRichText = { doc: string } | { problem: 'TOO_LONG' | 'INVALID' };

/**
 * The document in `json` with only what the allow-list keeps, or why it cannot be kept: TOO_LONG
 * when its words are longer than `maxText` characters (core's richTextLength counts the same) or
 * its JSON is larger than any document of that many words, INVALID when it is not a TipTap
 * document (not JSON, not a doc, an unknown node or mark, too deep or too many nodes). Length
 * comes first: a document too long to keep is said to be too long, even when it is also broken.
 */
export function checkRichText(json: string, rules: RichTextRules, maxText: number): CheckedRichText {
  if (json.length > RICH_TEXT_LIMITS.json) return { problem: 'TOO_LONG' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { problem: 'INVALID' };
  }
  // Counted as the editor counts, before the shape is checked.
  if (richTextLength(parsed) > maxText) return { problem: 'TOO_LONG' };
  if (typeof parsed !== 'object' || parsed === null || (parsed as { type?: unknown }).type !== 'doc') return { problem: 'INVALID' };
  try {
    const content = (parsed as { content?: unknown }).content;
    if (!Array.isArray(content)) fail();
    const budget = { nodes: RICH_TEXT_LIMITS.nodes };
    const blocks = (content as unknown[]).map((child) => cleanNode(child, 1, budget, rules)).filter((c) => c !== null);
    return { doc: JSON.stringify({ type: 'doc', content: blocks }) };
  } catch (error) {
    if (error instanceof Invalid) return { problem: 'INVALID' };
    throw error;
  }
}

/**
 * The document in `json` with only what the allow-list keeps, as JSON text; null when it is not a
 * TipTap document or is over the limits. For documents already stored, sanitised again before they
 * are sent: their words were counted when they were saved.
 */
export function sanitizeRichText(json: string, rules: RichTextRules): string | null {
  const checked = checkRichText(json, rules, Number.POSITIVE_INFINITY);
  return 'doc' in checked ? checked.doc : null;
}

/** The words of a document, paragraphs on their own lines (plain-text previews, mail). */
export function richTextPlain(json: string): string {
  try {
    const lines: string[] = [];
    const walk = (node: RichNode, line: string[]): void => {
      if (node.type === 'text') line.push(node.text ?? '');
      else if (node.type === 'inlineMath') line.push(String(node.attrs?.latex ?? ''));
      else if (node.type === 'hardBreak') line.push('\n');
      const children = node.content ?? [];
      if (BLOCKS.has(node.type) && !children.some((child) => BLOCKS.has(child.type))) {
        const own: string[] = [];
        children.forEach((child) => walk(child, own));
        lines.push(own.join(''));
      } else children.forEach((child) => walk(child, line));
    };
    walk(JSON.parse(json) as RichNode, []);
    return lines.join('\n').trim();
  } catch {
    return json;
  }
}

/** Whether a document has any words, image or formula. */
export function richTextHasContent(json: string): boolean {
  return richTextPlain(json) !== '' || json.includes('"image"');
}
