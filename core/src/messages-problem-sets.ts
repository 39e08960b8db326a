/** Texts of the back office's problem-set editor (where the specs are silent). */
export const problemSetEditorMessages = {
  PROBLEM_SET_CHANGED:
    'Someone else has saved this problem set since you opened it. Reload it to see their changes, then make yours again.',
  PROBLEM_SET_NOT_SAVED: 'The problem set was not saved: correct the fields marked below.',
  PROBLEM_SET_SAVED: "Saved. Students' earlier answers and grades are kept; new answers are checked against this version.",
  PROBLEM_SET_UNCHANGED: 'Nothing has changed since the last save.',
  PROBLEM_ANSWERED_NOT_REMOVED: "Problem {number} has students' answers, so it cannot be removed: their work would be lost.",
  PROBLEM_ANSWERED_TYPE_FIXED:
    'Students have answered this problem as {type}: its type cannot change, or their answers could no longer be read.',
  PROBLEM_ANSWERED_CHOICES_FIXED:
    "Students' answers name these choices by their place: keep every choice where it is (change texts, mark the correct ones, or add choices at the end).",
} as const;
