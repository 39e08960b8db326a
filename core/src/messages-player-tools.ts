/**
 * The player's tools (problem-set-player.md §2, §4, §8): the help and report chat, attachments,
 * the scratchpad and the grading of written work. Texts the spec quotes are verbatim; the rest
 * fill in where it is silent.
 */
export const playerToolsMessages = {
  // Help chat flow (§4), the spec's own words
  HELP_OPTION_REPORT: 'Report a Problem',
  HELP_OPTION_HELP: 'I Need Help!',
  HELP_HINT_SHORTLY: 'Got it. We will send you a hint shortly.',
  HELP_RESOLVED_AFTER_HINT: 'Resolved after studying hint',
  ATTACHMENT_FAILED: 'Failed to upload attachment please try again.',
  SCRATCHPAD_FAILED: 'Failed to save scratchpad please try again.',
  SCRATCHPAD_REPLACE: 'your saved image will be replaced, continue?',
  // Where the spec is silent
  HELP_WELCOME: 'Hi {name}! I am Sol, your study assistant. How can I help you with problem {number}?',
  HELP_PROGRESS_QUESTION: 'Have you made any progress on this problem?',
  HELP_TELL_PROGRESS: 'Tell me what you have done so far, then press Enter.',
  HELP_NO_PROGRESS: 'I have not made any progress yet.',
  HELP_HINT_INTRO: 'Here is hint {number}:',
  HELP_VIDEO_SUGGESTION: 'Watch the lecture video of this lesson: it works through problems like this one.',
  HELP_WAS_IT_HELPFUL: 'Was this helpful?',
  HELP_GLAD: 'Great! Keep going, you can ask again at any time.',
  HELP_DESCRIBE_PROBLEM: 'What is wrong with this problem? Describe it, then press Enter.',
  HELP_CLOSING: 'Our team will look at it and answer you within 24 hours. You will find the answer in your Messages.',
  HELP_TEXT_REQUIRED: 'Please type a message first.',
  HELP_NOT_AVAILABLE: 'Help is for students working on their own problem set.',
  PROBLEM_NOT_IN_SET: 'This problem is not part of this problem set.',
  ATTACHMENT_EXISTS: 'Remove the attachment before adding another one.',
  PHOTO_FORMAT_UNREADABLE:
    'This photo format (HEIC) cannot be read here. Please attach the photo as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) or as a PDF.',
  PROBLEM_IMAGE_REMOVED: 'The image was removed from the problem.',
  // Grading written work
  GRADE_POINTS_RANGE: 'Points must be a number from 0 to {max}.',
  GRADE_NOT_SUBMITTED: 'This answer cannot be graded until its problem set is submitted.',
  GRADE_NOT_MANUAL: 'Only written and offline answers, and answers with attached work, are graded by hand.',
  GRADE_SAVED: 'Grade saved.',
  GRADING_QUEUE_EMPTY: 'Nothing is waiting for a grade. Well done!',
} as const;
