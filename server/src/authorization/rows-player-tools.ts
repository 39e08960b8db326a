// The player's tools: the help and report chat, attachments, the scratchpad and grading.
import { but, everyone, ITS_STAFF, type MatrixRow } from './expectations.js';

/** Students on their own submission only; parents and staff use the inbox instead. */
const OWN_SUBMISSION = but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'ok' });

export const PLAYER_TOOLS_ROWS: MatrixRow[] = [
  {
    operation: 'requestHelp',
    document: `mutation ($s: Int!, $p: Int!) { requestHelp(submissionId: $s, problemId: $p, progress: "") { __typename } }`,
    variables: (s) => ({ s: s.submissionId, p: s.problemId }),
    expect: OWN_SUBMISSION,
  },
  {
    operation: 'hasOpenHelpRequest',
    document: `query ($s: Int!, $p: Int!) { hasOpenHelpRequest(submissionId: $s, problemId: $p) }`,
    variables: (s) => ({ s: s.submissionId, p: s.problemId }),
    expect: OWN_SUBMISSION,
  },
  {
    operation: 'reportProblem',
    document: `mutation ($s: Int!, $p: Int!) { reportProblem(submissionId: $s, problemId: $p, description: "Typo") { __typename } }`,
    variables: (s) => ({ s: s.submissionId, p: s.problemId }),
    expect: OWN_SUBMISSION,
  },
  {
    // Alice's message thread is not a help request: her own call is let through and finds no hints.
    operation: 'nextHint',
    document: `mutation ($id: Int!) { nextHint(issueId: $id) { __typename } }`,
    variables: (s) => ({ id: s.issueId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed', otherStudent: 'ISSUE_NOT_YOURS' }),
  },
  {
    operation: 'rateHelp',
    document: `mutation ($id: Int!) { rateHelp(issueId: $id, helpful: true) { __typename } }`,
    variables: (s) => ({ id: s.issueId }),
    expect: but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', student: 'allowed', otherStudent: 'ISSUE_NOT_YOURS' }),
  },
];

/** Grading written work: the teachers of the class and admins. */
export const PLAYER_TOOLS_GRADING_ROWS: MatrixRow[] = [
  {
    operation: 'gradingQueue',
    document: `query ($c: Int) { gradingQueue(classroomId: $c) { total } }`,
    variables: (s) => ({ c: s.classroomId }),
    expect: ITS_STAFF,
  },
  {
    // Alice's attempt is auto-graded: its teachers are let through to the grading rules.
    operation: 'gradeResponse',
    document: `mutation ($r: Int!) { gradeResponse(responseId: $r, points: 0) { __typename } }`,
    variables: (s) => ({ r: s.responseId }),
    expect: but(ITS_STAFF, { teacher: 'allowed', admin: 'allowed' }),
  },
];

/** Attachments: students on their own attempt (Alice's is submitted: her own call meets the closed set). */
export const PLAYER_TOOLS_ATTACHMENT_ROWS: MatrixRow[] = [
  {
    operation: 'attachFile',
    document: `mutation ($s: Int!, $p: Int!) { attachFile(submissionId: $s, problemId: $p, fileKey: "attachment/none.png") { __typename } }`,
    variables: (s) => ({ s: s.submissionId, p: s.problemId }),
    expect: but(OWN_SUBMISSION, { student: 'allowed' }),
  },
  {
    operation: 'removeAttachment',
    document: `mutation ($s: Int!, $p: Int!) { removeAttachment(submissionId: $s, problemId: $p) { __typename } }`,
    variables: (s) => ({ s: s.submissionId, p: s.problemId }),
    expect: but(OWN_SUBMISSION, { student: 'allowed' }),
  },
];

/** Scratchpads: students on their own attempt; staff who teach the set save problem images. */
export const PLAYER_TOOLS_SCRATCHPAD_ROWS: MatrixRow[] = [
  {
    operation: 'saveScratchpad',
    document: `mutation ($s: Int!, $p: Int!) { saveScratchpad(submissionId: $s, problemId: $p, fileKey: "scratchpad/none.png") { __typename } }`,
    variables: (s) => ({ s: s.submissionId, p: s.problemId }),
    expect: but(OWN_SUBMISSION, { student: 'allowed' }),
  },
  {
    // Who may is checked before the file: the class's teachers and admins then meet an upload that is not theirs.
    operation: 'saveProblemImage',
    document: `mutation ($p: Int!) { saveProblemImage(problemId: $p, fileKey: "problem-image/none.png") { __typename } }`,
    variables: (s) => ({ p: s.problemId }),
    expect: but(ITS_STAFF, { teacher: 'FORBIDDEN', admin: 'FORBIDDEN' }),
  },
  {
    // The first of the class's staff to ask removes it; for the other it is already gone (false).
    operation: 'removeProblemImage',
    document: `mutation ($p: Int!, $id: Int!) { removeProblemImage(problemId: $p, imageId: $id) }`,
    variables: (s) => ({ p: s.problemId, id: s.problemImageId }),
    expect: ITS_STAFF,
  },
];
