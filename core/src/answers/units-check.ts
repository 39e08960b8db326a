import { messages } from '../messages.js';
import { answerHint, answerHints } from './hints.js';
import { acceptedAnswers, CORRECT, INCORRECT, invalid, unsupported, type CheckResult } from './types.js';
import { prepareAnswerText } from './units-numbers.js';
import { comparePieces, type Piece } from './units-pieces.js';
import { INFERENCE_ORDER, UNIT_TEMPLATE_NAMES, UNIT_TEMPLATES, type UnitTemplate, type UnitTemplateName } from './units-templates.js';

/** An accepted answer of a SCIENTIFIC_UNIT key with its template, or why it cannot be used. */
export type UnitKey = { ok: true; template: UnitTemplate; pieces: Piece[] } | { ok: false; reason: 'unknown_template' | 'unreadable' };

const NAMED = /^\{([A-Za-z0-9_]+)\}\s*(.*)$/s;

function isTemplateName(name: string): name is UnitTemplateName {
  return (UNIT_TEMPLATE_NAMES as readonly string[]).includes(name);
}

/**
 * The template of one accepted answer: named as '{NAME} answer', else the first template in
 * `INFERENCE_ORDER` that reads it and whose form it has. An unknown name, or an answer no template
 * reads, is an unknown template (§5: 'Template not yet supported').
 */
export function resolveUnitKey(accepted: string): UnitKey {
  const named = NAMED.exec(accepted.trim());
  if (named !== null) {
    const name = named[1] ?? '';
    if (!isTemplateName(name)) return { ok: false, reason: 'unknown_template' };
    const template = UNIT_TEMPLATES[name];
    const reading = template.read(prepareAnswerText(named[2] ?? ''));
    return reading.ok ? { ok: true, template, pieces: reading.pieces } : { ok: false, reason: 'unreadable' };
  }
  const text = prepareAnswerText(accepted);
  for (const name of INFERENCE_ORDER) {
    const template = UNIT_TEMPLATES[name];
    const reading = template.read(text);
    if (reading.ok && (template.selects === undefined || template.selects(text))) return { ok: true, template, pieces: reading.pieces };
  }
  return { ok: false, reason: 'unknown_template' };
}

/** The template a key's first usable accepted answer selects, for showing the expected form. */
export function unitTemplateOf(key: string): UnitTemplate | null {
  for (const accepted of acceptedAnswers(key)) {
    const resolved = resolveUnitKey(accepted);
    if (resolved.ok) return resolved.template;
  }
  return null;
}

/** 'Enter a number and a unit, for example 7.5 N'. */
export function unitTemplateHint(template: UnitTemplate): string {
  return answerHint('UNIT_TEMPLATE', { description: template.description, example: template.example });
}

function checkAgainst(text: string, key: UnitKey & { ok: true }, approximate: boolean): CheckResult {
  const reading = key.template.read(text);
  if (!reading.ok) {
    return reading.unknownUnit !== undefined
      ? invalid(answerHint('UNIT_UNKNOWN', { unit: reading.unknownUnit, example: key.template.example }))
      : invalid(unitTemplateHint(key.template));
  }
  const comparison = comparePieces(reading.pieces, key.pieces, approximate && key.template.tolerant);
  if (comparison === 'shape') return invalid(unitTemplateHint(key.template));
  return comparison === 'match' ? CORRECT : INCORRECT;
}

/**
 * SCIENTIFIC_UNIT: the answer is read against the template of each accepted answer. Correct if
 * one matches; incorrect if it was read but matches none; otherwise INVALID with the hint of the
 * first accepted answer's template. A key none of whose answers has a known template gives
 * 'Template not yet supported'.
 */
export function checkScientificUnit(answer: string, key: string, approximate: boolean): CheckResult {
  const keys = acceptedAnswers(key).map(resolveUnitKey);
  const usable = keys.filter((resolved) => resolved.ok);
  if (usable.length === 0) {
    const unknown = keys.length === 0 || keys.some((resolved) => !resolved.ok && resolved.reason === 'unknown_template');
    return unsupported(unknown ? messages.TEMPLATE_NOT_SUPPORTED : answerHints.KEY_UNREADABLE);
  }
  const text = prepareAnswerText(answer);
  const results = usable.map((resolved) => checkAgainst(text, resolved, approximate));
  return (
    results.find((result) => result.kind === 'correct') ?? results.find((result) => result.kind === 'incorrect') ?? results[0] ?? INCORRECT
  );
}
