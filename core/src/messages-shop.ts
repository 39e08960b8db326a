// Catalog, cart and payment texts added where the spec is silent (family-catalog-payment.md §2, §5, §8).
export const shopMessages = {
  FREE_CLASS_NOT_IN_CART: 'This class is free: enroll your student with its Enroll button instead of the cart.',
  GRADE_OUTSIDE_CLASS: '{student} is in grade {grade}, and this class is for grades {startGrade} to {endGrade}.',
} as const;
