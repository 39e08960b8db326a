import { graphql, type ResultOf } from '../../graphql';

export const CartQuery = graphql(`
  query Cart($invoiceId: Int) {
    cart(invoiceId: $invoiceId) {
      invoiceId
      invoiceNumber
      status
      priceCents
      balanceCents
      creditCents
      totalCents
      paid
      couponCode
      items {
        id
        itemType
        description
        studentName
        classroomId
        classroomCode
        classroomTitle
        unitPriceCents
        earlyBird
        earlyBirdDiscountCents
        priceCents
        enrolled
      }
      credits {
        id
        creditNumber
        creditType
        balanceCents
        notes
        expirationDate
      }
    }
  }
`);

export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($itemId: Int!) {
    removeCartItem(itemId: $itemId) {
      invoiceId
      cartItemCount
    }
  }
`);

export const PaymentSetupQuery = graphql(`
  query PaymentSetup {
    paymentConfig {
      kind
      tokenUrl
      scriptUrl
      apiLoginId
      clientKey
    }
    paymentProfiles {
      id
      cardBrand
      last4
      expiration
      isDefault
    }
  }
`);

export const ChargeCreditCardMutation = graphql(`
  mutation ChargeCreditCard($input: ChargeCreditCardInput!) {
    chargeCreditCard(input: $input) {
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

export const FamilyInvoicesQuery = graphql(`
  query FamilyFinance {
    familyInvoices(limit: 100) {
      total
      invoices {
        id
        invoiceNumber
        status
        priceCents
        balanceCents
        summary
        classSummary
        notes
        issueDate
        paidDate
        itemCount
        paid
      }
    }
    familyCredits(limit: 100) {
      total
      credits {
        id
        creditNumber
        creditType
        status
        amountCents
        balanceCents
        expirationDate
        issueDate
        notes
      }
    }
  }
`);

export const FamilyInvoiceQuery = graphql(`
  query FamilyInvoice($id: Int!) {
    familyInvoice(id: $id) {
      invoice {
        id
        invoiceNumber
        status
        priceCents
        balanceCents
        summary
        notes
        issueDate
        paidDate
        paid
      }
      items {
        id
        itemType
        description
        studentName
        classroomCode
        classroomTitle
        priceCents
        enrolled
        withdrawn
      }
      payments {
        id
        dateReceived
        method
        identification
        amountCents
        authCode
      }
      refunds {
        id
        refundedAt
        amountCents
        cardIdentification
      }
    }
  }
`);

/** The paid order the success page shows: its classes and students, and whether it is paid. */
export const PaidOrderQuery = graphql(`
  query PaidOrder($id: Int!) {
    familyInvoice(id: $id) {
      invoice {
        id
        invoiceNumber
        paid
        status
        balanceCents
      }
      items {
        id
        itemType
        classroomTitle
        studentName
        enrolled
      }
    }
  }
`);

export type CartData = NonNullable<ResultOf<typeof CartQuery>['cart']>;
export type ChargeData = ResultOf<typeof ChargeCreditCardMutation>['chargeCreditCard'];
export type SavedCard = ResultOf<typeof PaymentSetupQuery>['paymentProfiles'][number];
export type PaymentConfig = ResultOf<typeof PaymentSetupQuery>['paymentConfig'];
