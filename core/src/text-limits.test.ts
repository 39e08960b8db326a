import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.js';
import { richTextLength, TEXT_LIMITS, textTooLong, textTooLongValues } from './text-limits.js';

describe('text limits', () => {
  it('names the field and its figure in the message', () => {
    expect(formatMessage('TEXT_TOO_LONG', textTooLongValues('ANNOUNCEMENT'))).toBe(
      'The announcement is too long: at most 50,000 characters.',
    );
    expect(formatMessage('TEXT_TOO_LONG', textTooLongValues('ROLL_NOTE'))).toBe('The note is too long: at most 500 characters.');
  });

  it('allows the figure itself and refuses one character more', () => {
    expect(textTooLong('MESSAGE', 'x'.repeat(TEXT_LIMITS.MESSAGE.max))).toBe(false);
    expect(textTooLong('MESSAGE', 'x'.repeat(TEXT_LIMITS.MESSAGE.max + 1))).toBe(true);
  });
});

describe('richTextLength', () => {
  const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });

  it('counts the words of the text nodes, not the formatting, formulas or images', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 3 }, content: [text('Week 3')] },
        {
          type: 'paragraph',
          content: [text('Bring ', [{ type: 'bold' }]), text('a ruler', [{ type: 'link', attrs: { href: 'https://x.test' } }])],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'inlineMath', attrs: { latex: 'x^2' } },
            { type: 'image', attrs: { src: '/a.png' } },
          ],
        },
      ],
    };
    expect(richTextLength(doc)).toBe('Week 3'.length + 'Bring '.length + 'a ruler'.length);
  });

  it('counts nothing for what is not a node, and any depth without running out of stack', () => {
    expect(richTextLength(null)).toBe(0);
    expect(richTextLength('text')).toBe(0);
    expect(richTextLength({ type: 'text', text: 42 })).toBe(0);
    let deep: unknown = text('x');
    for (let i = 0; i < 100_000; i++) deep = { type: 'blockquote', content: [deep] };
    expect(richTextLength(deep)).toBe(1);
  });
});
