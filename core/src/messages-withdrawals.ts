/** Withdrawals from paid classes (admins; the refund policy of family-catalog-payment.md §9). */
export const withdrawalMessages = {
  WITHDRAWAL_IN_PROGRESS: 'A withdrawal of this student from this class is already under way. Please wait a moment and reload the page.',
  WITHDRAWN_REFUNDED: 'Withdrawn from {classroom}: {refund} refunded to {card}.',
  WITHDRAWN_REFUNDED_AND_CREDITED:
    'Withdrawn from {classroom}: {refund} refunded to {card}, and {credit} returned as credit {creditNumber} for the part paid with credits.',
  WITHDRAWN_CREDITS_ONLY:
    'Withdrawn from {classroom}. It was paid with credits, so {credit} is returned as credit {creditNumber} instead of a card refund.',
  WITHDRAWN_CREDITED: 'Withdrawn from {classroom}: credit {creditNumber} of {credit} issued.',
  WITHDRAWN_NO_REFUND: 'Withdrawn from {classroom}. The class starts in less than a week, so the refund policy gives nothing back.',
  REFERRAL_REWARD_TAKEN_BACK:
    'This was the family’s only paid class, so the referral it counted for no longer does: the unspent {amount} of credit {creditNumber} was taken back from the family that referred them.',
  REFERRAL_REWARD_SPENT:
    'This was the family’s only paid class, so the referral it counted for no longer does; its credit {creditNumber} had already been spent ({spent}), which stays with the family that referred them.',
  REFERRAL_REWARD_PARTLY_SPENT:
    'This was the family’s only paid class, so the referral it counted for no longer does: the unspent {amount} of credit {creditNumber} was taken back; the {spent} already spent stays with the family that referred them.',
} as const;
