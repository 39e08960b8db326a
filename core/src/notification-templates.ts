/**
 * The wording of notifications: admins edit each kind's template, with `{{variable}}` places the
 * sender fills. Unknown places are refused when saved (a typo would reach every family), and a
 * value is escaped when it goes into the HTML part of a mail.
 */

const PLACE = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** The variables a template names, each once, in order of first use. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(PLACE)].map((match) => match[1]!))];
}

/** The places a template names that its kind does not offer (empty when it may be saved). */
export function unknownTemplateVariables(template: string, offered: readonly string[]): string[] {
  return templateVariables(template).filter((name) => !offered.includes(name));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * A template with its places filled; a place without a value becomes empty. In `html` mode the
 * template's own text and the values are both escaped (the template is text, not markup).
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>, mode: 'text' | 'html' = 'text'): string {
  const escape = mode === 'html' ? escapeHtml : (text: string) => text;
  let out = '';
  let last = 0;
  for (const match of template.matchAll(PLACE)) {
    out += escape(template.slice(last, match.index)) + escape(values[match[1]!] ?? '');
    last = match.index + match[0].length;
  }
  return out + escape(template.slice(last));
}
