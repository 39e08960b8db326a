import { describe, expect, it } from 'vitest';
import { isPdfDocument } from './file-structure.js';

const text = (value: string) => new TextEncoder().encode(value);

/** A minimal one-page PDF with a classic cross-reference table at the offset startxref names. */
function pdf(options: { offset?: (real: number) => number; trailer?: string; header?: string } = {}): string {
  const body = `${options.header ?? '%PDF-1.4'}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`;
  const real = body.length;
  const offset = options.offset ? options.offset(real) : real;
  return `${body}xref\n0 3\n0000000000 65535 f \n${options.trailer ?? 'trailer << /Size 3 /Root 1 0 R >>'}\nstartxref\n${offset}\n%%EOF\n`;
}

describe('PDF structure', () => {
  it.each([
    ['a minimal document', pdf(), true],
    ['a cross-reference stream', `%PDF-1.7\n5 0 obj << /Type /XRef /Root 1 0 R >> stream\nendstream endobj\nstartxref\n9\n%%EOF`, true],
    ['PDF 2.0', pdf({ header: '%PDF-2.0' }), true],
    ['only the header, then a web page', '%PDF-1.7\n<html><script>alert(1)</script></html>', false],
    ['no %%EOF', pdf().replace('%%EOF', ''), false],
    ['startxref pointing past the end', pdf({ offset: () => 99999 }), false],
    ['startxref pointing at something else', pdf({ offset: (real) => real - 20 }), false],
    ['no document catalogue', pdf({ trailer: 'trailer << /Size 3 >>' }).replace('/Root', ''), false],
    ['a bad header', pdf({ header: '%PDF-x' }), false],
    ['nothing', '', false],
  ])('%s → %s', (_name, content, ok) => {
    expect(isPdfDocument(text(content))).toBe(ok);
  });
});
