/** Texts of the admin's System page (the specs are silent). */
export const systemMessages = {
  JOB_NOT_FAILED:
    'This job is no longer waiting for you: it was retried, discarded or finished meanwhile. The list now shows where things stand.',
} as const;
