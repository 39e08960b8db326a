// Payment plans: families read theirs and pay an instalment now; admins set the terms. Writes are
// called with arguments their own rules refuse, so the demo academy is never changed.
import { ADMINS, but, FAMILIES, FAMILY_RECORDS, type MatrixRow } from './expectations.js';

const BILL_TO = `{ firstName: "A", lastName: "B", address: "1 Main St", city: "San Jose", state: "CA", zip: "95112", country: "US" }`;

export const PAYMENT_PLANS_ROWS: MatrixRow[] = [
  { operation: 'familyPaymentPlans', document: `{ familyPaymentPlans { id status instalments { id status } } }`, expect: FAMILY_RECORDS },
  {
    // No such cart: no plan to offer.
    operation: 'paymentPlanOffer',
    document: `{ paymentPlanOffer(invoiceId: 0) { depositPercent } }`,
    expect: but(FAMILIES, { parent: 'null', otherParent: 'null' }),
  },
  { operation: 'paymentPlanSettings', document: `{ paymentPlanSettings { thresholdCents depositPercent } }`, expect: ADMINS },
  {
    // A deposit of 0 %: refused by the form's own rules.
    operation: 'updatePaymentPlanSettings',
    document: `mutation { updatePaymentPlanSettings(input: { thresholdCents: 50000, depositPercent: 0, instalments: 3, defaultAction: KEEP }) { depositPercent } }`,
    expect: but(ADMINS, { admin: 'allowed' }),
  },
  {
    // Terms not accepted, no such instalment: refused by the payment's own rules, nothing charged.
    operation: 'payInstalment',
    document: `mutation { payInstalment(instalmentId: 0, input: { invoiceId: 0, acceptedTerms: false, idempotencyKey: "matrix-0000000000", billTo: ${BILL_TO} }) { __typename } }`,
    expect: but(FAMILIES, { parent: 'allowed', otherParent: 'allowed' }),
  },
];
