import { generateHTML, generateJSON } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from './extensions';

const parse = (html: string) => generateJSON(html, richTextExtensions);
const render = (html: string) => generateHTML(parse(html), richTextExtensions);

describe('rich text', () => {
  it('keeps an inline formula as its LaTeX, and writes it back as a math span', () => {
    const doc = parse('<p>Area: <span data-latex="\\pi r^2"></span></p>');
    expect(doc.content?.[0]?.content?.[1]).toEqual({ type: 'inlineMath', attrs: { latex: '\\pi r^2' } });
    expect(render('<p><span data-latex="x^2"></span></p>')).toBe('<p><span data-latex="x^2" class="rt-math"></span></p>');
  });

  it('keeps headings 1 to 4, and reads smaller ones as paragraphs', () => {
    expect(render('<h4>Step</h4>')).toBe('<h4>Step</h4>');
    expect(render('<h5>Small</h5>')).toBe('<p>Small</p>');
  });

  it('keeps links to the web and mail, opening apart, and drops others', () => {
    expect(render('<p><a href="https://example.com">site</a></p>')).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">site</a></p>',
    );
    expect(render('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p>x</p>');
  });

  it('keeps images inline', () => {
    expect(render('<p>See <img src="/img/a.png"> here</p>')).toBe('<p>See <img src="/img/a.png"> here</p>');
  });
});
