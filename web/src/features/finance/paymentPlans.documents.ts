import { graphql, type ResultOf } from '../../graphql';

export const FamilyPaymentPlansQuery = graphql(`
  query FamilyPaymentPlans {
    familyPaymentPlans {
      id
      invoiceId
      invoiceNumber
      status
      totalCents
      instalmentCount
      instalments {
        id
        number
        dueDate
        cents
        status
        failures
        nextAttemptOn
        lastError
        paidAt
      }
    }
  }
`);

export type FamilyPaymentPlan = ResultOf<typeof FamilyPaymentPlansQuery>['familyPaymentPlans'][number];
export type PlanInstalment = FamilyPaymentPlan['instalments'][number];
