/** Texts of the back office's people pages (staff, families, manual enrolment), where the specs are silent. */
export const managePeopleMessages = {
  STAFF_EMAIL_IN_USE: 'A staff account with that email already exists.',
  STAFF_NEEDS_A_ROLE: 'Choose at least one of instructor, admin or office.',
  STAFF_INVITED: 'An invitation has been sent to {email}.',
  CANNOT_DEACTIVATE_SELF: 'You cannot deactivate your own account.',
  CANNOT_DROP_OWN_ADMIN: 'You cannot remove your own admin role.',
  STAFF_NOT_FOUND: 'That staff account was not found.',
  STUDENT_NOT_FOUND: 'That student was not found.',
  FAMILY_NOT_FOUND: 'That family was not found.',
  CLASSROOM_NOT_FOUND: 'That class was not found.',
  STUDENT_ALREADY_IN_CLASS: '{student} is already enrolled in {classroom}.',
  NOT_ENROLLED_ACTIVE: 'That enrolment is not active.',
  ENROLMENT_HAS_PAYMENT: 'This enrolment was paid for: withdraw it with a refund or a credit.',
  SEARCH_TOO_SHORT: 'Enter at least 2 characters to search.',
} as const;
