import { describe, expect, it } from 'vitest';
import { checkRichText, RICH_TEXT_LIMITS, richTextPlain, sanitizeRichText } from './rich-text.js';

const rules = { imageAllowed: (src: string) => src.startsWith('https://files.test/news-image/') };
const doc = (...content: unknown[]) => JSON.stringify({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const t = (text: string, marks?: unknown[]) => (marks ? { type: 'text', text, marks } : { type: 'text', text });

describe('sanitizeRichText', () => {
  it('keeps headings, lists, links, bold, italic and math', () => {
    const input = doc(
      { type: 'heading', attrs: { level: 2 }, content: [t('Week 3')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [p(t('Read', [{ type: 'bold' }]))] }] },
      p(t('site', [{ type: 'link', attrs: { href: 'https://solve.test/x', target: '_blank', onclick: 'x' } }])),
      p({ type: 'inlineMath', attrs: { latex: 'x^2' } }),
    );
    const out = JSON.parse(sanitizeRichText(input, rules)!);
    expect(out.content[0]).toEqual({ type: 'heading', attrs: { level: 2 }, content: [t('Week 3')] });
    expect(out.content[2].content[0].marks).toEqual([{ type: 'link', attrs: { href: 'https://solve.test/x' } }]);
    expect(out.content[3].content[0]).toEqual({ type: 'inlineMath', attrs: { latex: 'x^2' } });
  });

  it('drops unsafe links but keeps their words', () => {
    const out = JSON.parse(sanitizeRichText(doc(p(t('click', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))), rules)!);
    expect(out.content[0].content[0]).toEqual(t('click'));
  });

  it('keeps paths of this site but not protocol-relative addresses', () => {
    const out = JSON.parse(
      sanitizeRichText(
        doc(
          p(
            t('a', [{ type: 'link', attrs: { href: '/syllabus?classroomId=1' } }]),
            t('b', [{ type: 'link', attrs: { href: '//evil.test' } }]),
          ),
        ),
        rules,
      )!,
    );
    expect(out.content[0].content).toEqual([t('a', [{ type: 'link', attrs: { href: '/syllabus?classroomId=1' } }]), t('b')]);
  });

  it('drops images that are not uploads', () => {
    const out = JSON.parse(
      sanitizeRichText(
        doc(
          p(
            { type: 'image', attrs: { src: 'https://evil.test/a.png' } },
            { type: 'image', attrs: { src: 'https://files.test/news-image/a.png', alt: 'A' } },
          ),
        ),
        rules,
      )!,
    );
    expect(out.content[0].content).toEqual([{ type: 'image', attrs: { src: 'https://files.test/news-image/a.png', alt: 'A' } }]);
  });

  it.each([
    ['not JSON', 'hello'],
    ['not a doc', JSON.stringify({ type: 'paragraph' })],
    ['an unknown node', doc({ type: 'script', content: [] })],
    ['an unknown mark', doc(p(t('x', [{ type: 'onload' }])))],
    ['an empty text node', doc(p(t('')))],
    [
      'too deep',
      doc(
        JSON.parse(
          Array.from({ length: 30 }).reduce<string>(
            (inner) => JSON.stringify({ type: 'blockquote', content: [JSON.parse(inner)] }),
            JSON.stringify(p(t('x'))),
          ),
        ),
      ),
    ],
  ])('refuses %s', (_name, input) => expect(sanitizeRichText(input, rules)).toBeNull());

  it('checks the length of the words before the shape: too long comes before unreadable', () => {
    expect(checkRichText(doc(p(t('x'.repeat(10)))), rules, 10)).toEqual({ doc: doc(p(t('x'.repeat(10)))) });
    expect(checkRichText(doc(p(t('x'.repeat(6)), t('y'.repeat(5), [{ type: 'bold' }]))), rules, 10)).toEqual({ problem: 'TOO_LONG' });
    expect(checkRichText(doc({ type: 'script', content: [t('x'.repeat(11))] }), rules, 10)).toEqual({ problem: 'TOO_LONG' });
    expect(checkRichText(doc({ type: 'script', content: [t('x')] }), rules, 10)).toEqual({ problem: 'INVALID' });
    // Larger than any document of that many words: too long before it is parsed.
    expect(checkRichText(`{${' '.repeat(RICH_TEXT_LIMITS.json)}`, rules, 50_000)).toEqual({ problem: 'TOO_LONG' });
    expect(checkRichText('{not json', rules, 50_000)).toEqual({ problem: 'INVALID' });
  });

  it('gives the plain words of a document', () => {
    expect(richTextPlain(doc(p(t('Hello '), t('there', [{ type: 'bold' }])), p(t('Second'))))).toBe('Hello there\nSecond');
  });
});
