import type { MemoryBound, MemoryEntry, MemoryExpiry, MemoryFigure } from './registry.js';

/** ARCHITECTURE.md's table of memories sits between these comments. */
export const TABLE_START = '<!-- memories:start -->';
export const TABLE_END = '<!-- memories:end -->';

const KB = 1024;
const MB = 1024 * KB;

function boundText(bound: MemoryBound): string {
  const note = 'note' in bound && bound.note ? ` (${bound.note})` : '';
  if (bound.kind === 'bytes') {
    const size = bound.bytes >= MB ? `${bound.bytes / MB} MB` : `${bound.bytes / KB} KB`;
    return size + note;
  }
  if (bound.kind === 'entries') return `${bound.entries.toLocaleString('en-US')} entries${note}`;
  return bound.text;
}

function expiryText(expiry: MemoryExpiry): string {
  if (expiry === 'none') return 'none';
  const { ms } = expiry;
  const time = ms >= 3_600_000 ? `${ms / 3_600_000} h` : ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`;
  return expiry.note ? `${time} (${expiry.note})` : time;
}

/** The record's number, linked from ARCHITECTURE.md (at the repository's root). */
function figureText(figure: MemoryFigure): string {
  const name = figure.recordedIn.split('/').at(-1) ?? figure.recordedIn;
  const label = /^\d{4}/.exec(name)?.[0] ?? name;
  return `${figure.text} ([${label}](${figure.recordedIn}))`;
}

/** Pipes inside a cell would split it. */
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The Markdown table of `entries`, its columns padded as Prettier pads them. */
export function renderMemoriesTable(entries: readonly MemoryEntry[]): string {
  const header = ['memory', 'where', 'bound', 'expiry', 'forgotten when', 'figure'];
  const rows = entries.map((entry) =>
    [entry.name, `\`${entry.owner}\``, boundText(entry.bound), expiryText(entry.expiry), entry.invalidation, figureText(entry.figure)].map(
      cell,
    ),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The cells of a Markdown table, without padding (Prettier may pad a table its own way). */
export function tableCells(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((row) =>
      row
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((text) => text.trim().replace(/^-+$/, '-')),
    );
}

/** The table between the markers of `markdown`; null when the markers are missing. */
export function tableInMarkdown(markdown: string): string | null {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return markdown.slice(start + TABLE_START.length, end).trim();
}

/** `markdown` with `table` between the markers. */
export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`ARCHITECTURE.md has no ${TABLE_START} … ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}
