/** Texts of the back office's first-run setup, centres, content upload and roster import (the specs are silent). */
export const backofficeMessages = {
  SETUP_TOKEN_INVALID:
    'This setup link is not valid. Use the setup link the server printed in its log at its last start, or create the first admin from the command line.',
  SETUP_ALREADY_DONE: 'This academy already has an admin. Sign in at /admin.',
  CENTER_NAME_REQUIRED: 'Enter the name of the centre.',
  CENTER_NOT_FOUND: 'That centre was not found.',
  CONTENT_FILE_EMPTY: 'Choose a content file (JSON) to upload.',
  CONTENT_FILE_HAS_PROBLEMS: 'The file has problems: nothing was imported.',
  ROSTER_FILE_EMPTY: 'Choose a roster file (CSV) to upload.',
  ROSTER_FILE_HAS_PROBLEMS: 'The roster has problems: nothing was imported.',
  // The banner staff see while a built-in stand-in replaces a real service
  TEST_MODE_PAYMENTS: 'Payments are in test mode: no card is charged.',
  TEST_MODE_SMS: 'Texts are in test mode: none are sent.',
  TEST_MODE_MAIL: 'Mail is in test mode: none is sent.',
} as const;
