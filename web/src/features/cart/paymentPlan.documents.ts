import { graphql } from '../../graphql';

export const PayInstalmentMutation = graphql(`
  mutation PayInstalment($instalmentId: Int!, $input: ChargeCreditCardInput!) {
    payInstalment(instalmentId: $instalmentId, input: $input) {
      success
      resultCode
      errorMessage
      messages
      transactionId
      authNum
      invoiceId
      invoiceNum
      summary
      amountCents
      creditCents
      cardBrand
      last4
    }
  }
`);

export const PaymentPlanOfferQuery = graphql(`
  query PaymentPlanOffer($invoiceId: Int!) {
    paymentPlanOffer(invoiceId: $invoiceId) {
      depositPercent
      instalments
      creditCents
      schedule {
        number
        dueDate
        cents
      }
    }
  }
`);
