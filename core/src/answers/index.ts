export {
  PROBLEM_TYPES,
  acceptedAnswers,
  type ProblemType,
  type CheckableChoice,
  type CheckableProblem,
  type Point,
  type MatchPair,
  type AnswerInput,
  type CheckResult,
  type CheckResultKind,
  type CheckOptions,
} from './types.js';
export * from './problem-types.js';
export * from './hints.js';
export * from './check.js';
export * from './state.js';
export * from './serialize.js';
export * from './shuffle.js';
export * from './limits.js';
export { normalizeText, matchesAcceptedText, checkTextResponse } from './text.js';
export { APPROXIMATE_TOLERANCE, parseDecimal, readNumber, numbersMatch, checkNumberResponse, type NumberReading } from './number.js';
export { HOTSPOT_RADIUS, hotspotsOf, hitHotspot, maxHotspotClicks, parsePoint, checkHotspots, type Hotspot } from './hotspot.js';
export { choiceLabel, correctSelections, checkChoices, checkRanking } from './choices.js';
export { matchingSides, checkMatching } from './matching.js';
export { parseUnit, type UnitAtom, type UnitReading } from './units.js';
export { UNIT_TEMPLATE_NAMES, UNIT_TEMPLATES, INFERENCE_ORDER, type UnitTemplate, type UnitTemplateName } from './units-templates.js';
export { checkScientificUnit, resolveUnitKey, unitTemplateOf, unitTemplateHint, type UnitKey } from './units-check.js';
