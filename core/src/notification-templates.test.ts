import { describe, expect, it } from 'vitest';
import { escapeHtml, renderTemplate, templateVariables, unknownTemplateVariables } from './notification-templates.js';

describe('templateVariables', () => {
  it.each([
    ['{{student}} was absent in {{class}}', ['student', 'class']],
    ['{{ student }} and {{student}}', ['student']],
    ['no places', []],
    ['{{}} {{1x}} {x} {{ a b }}', []],
  ])('%j names %j', (template, names) => {
    expect(templateVariables(template)).toEqual(names);
  });

  it('lists the places a kind does not offer', () => {
    expect(unknownTemplateVariables('{{student}} in {{clas}} at {{academy}}', ['student', 'class', 'academy'])).toEqual(['clas']);
    expect(unknownTemplateVariables('{{student}}', ['student'])).toEqual([]);
  });
});

describe('renderTemplate', () => {
  const values = { student: 'Maya', class: 'Pre-Algebra <B> & "C"' };

  it.each([
    ['{{student}} was absent in {{class}}.', 'text', 'Maya was absent in Pre-Algebra <B> & "C".'],
    ['{{student}} was absent in {{class}}.', 'html', 'Maya was absent in Pre-Algebra &lt;B&gt; &amp; &quot;C&quot;.'],
    ['<b>{{student}}</b>', 'html', '&lt;b&gt;Maya&lt;/b&gt;'],
    ['Hello {{ student }}, {{missing}}!', 'text', 'Hello Maya, !'],
    ['No places', 'text', 'No places'],
  ] as const)('%j as %s is %j', (template, mode, out) => {
    expect(renderTemplate(template, values, mode)).toBe(out);
  });

  it('does not fill a value into a value (a name that looks like a place stays text)', () => {
    expect(renderTemplate('{{student}}', { student: '{{class}}', class: 'X' })).toBe('{{class}}');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
