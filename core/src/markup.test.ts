import { describe, expect, it } from 'vitest';
import { containsMath, parseBlocks, parseInline } from './markup.js';

describe('inline markup', () => {
  it.each([
    ['plain text', 'Solve for x.', [{ kind: 'text', text: 'Solve for x.' }]],
    [
      'inline math with dollars',
      'Solve $x + 3 = 7$.',
      [
        { kind: 'text', text: 'Solve ' },
        { kind: 'math', tex: 'x + 3 = 7', display: false },
        { kind: 'text', text: '.' },
      ],
    ],
    ['inline math with \\( \\)', '\\(a^2\\)', [{ kind: 'math', tex: 'a^2', display: false }]],
    [
      'display math inside a line',
      'so $$x=4$$ here',
      [
        { kind: 'text', text: 'so ' },
        { kind: 'math', tex: 'x=4', display: true },
        { kind: 'text', text: ' here' },
      ],
    ],
    [
      'bold',
      'A **ratio** compares',
      [
        { kind: 'text', text: 'A ' },
        { kind: 'strong', children: [{ kind: 'text', text: 'ratio' }] },
        { kind: 'text', text: ' compares' },
      ],
    ],
    [
      'italic with stars and underscores',
      '*a* _b_',
      [
        { kind: 'em', children: [{ kind: 'text', text: 'a' }] },
        { kind: 'text', text: ' ' },
        { kind: 'em', children: [{ kind: 'text', text: 'b' }] },
      ],
    ],
    [
      'code',
      'type `2:3`',
      [
        { kind: 'text', text: 'type ' },
        { kind: 'code', text: '2:3' },
      ],
    ],
    ['a line break', 'one\ntwo', [{ kind: 'text', text: 'one' }, { kind: 'break' }, { kind: 'text', text: 'two' }]],
    ['an escaped dollar', 'costs \\$5', [{ kind: 'text', text: 'costs $5' }]],
    ['snake_case words stay text', 'unit_rate and x_1', [{ kind: 'text', text: 'unit_rate and x_1' }]],
  ] as const)('%s', (_name, source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it.each(['Per ounce: $3.00 ÷ 12 = $0.25, $3.60 ÷ 16 = $0.225.', '12 oz for $3.00', 'between $5 and $6', '$ 4 and 5 $'])(
    'keeps prices as text: %s',
    (source) => {
      expect(parseInline(source)).toEqual([{ kind: 'text', text: source }]);
    },
  );

  it('reads math inside bold', () => {
    expect(parseInline('**$x$**')).toEqual([{ kind: 'strong', children: [{ kind: 'math', tex: 'x', display: false }] }]);
  });
});

describe('blocks', () => {
  it('splits paragraphs on blank lines and keeps display math on its own', () => {
    expect(parseBlocks('First.\n\n$$x = 4$$\n\r\nLast.')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First.' }] },
      { kind: 'math', tex: 'x = 4' },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'Last.' }] },
    ]);
  });

  it('reads bullet and numbered lists, and leaves mixed lines a paragraph', () => {
    expect(parseBlocks('- a\n- b')).toEqual([
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
    ]);
    expect(parseBlocks('1. a\n2) b')).toEqual([
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
    ]);
    expect(parseBlocks('- a\nb')[0]!.kind).toBe('paragraph');
  });

  it('does not take two display formulas in one paragraph for one', () => {
    expect(parseBlocks('$$a$$ and $$b$$')[0]!.kind).toBe('paragraph');
  });

  it('keeps fenced code as written, blank lines and stars included', () => {
    expect(parseBlocks('What does this print?\n\n```python\nx = 3\n\nx = x * 2 + 1\nprint(x)\n```\nAfter.')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: 'What does this print?' }] },
      { kind: 'code', language: 'python', text: 'x = 3\n\nx = x * 2 + 1\nprint(x)' },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'After.' }] },
    ]);
  });

  it('reads an unclosed fence as text', () => {
    expect(parseBlocks('```\ncode')).toEqual([
      { kind: 'paragraph', content: [{ kind: 'text', text: '```' }, { kind: 'break' }, { kind: 'text', text: 'code' }] },
    ]);
  });

  it('ignores empty text', () => {
    expect(parseBlocks('  \n\n ')).toEqual([]);
  });

  it.each([
    ['Solve $x$.', true],
    ['- item \\(y\\)', true],
    ['**$z$**', true],
    ['```\n$x$\n```', false],
    ['Costs $3.00 and $4.00', false],
    ['No math here.', false],
  ])('%s contains math: %s', (source, expected) => {
    expect(containsMath(source)).toBe(expected);
  });
});
