import { graphql, type ResultOf } from '../../../graphql';

export const AccountingTransactionsQuery = graphql(`
  query AccountingTransactions($from: String!, $to: String!, $term: String, $classroomId: Int, $offset: Int) {
    accountingTransactions(from: $from, to: $to, term: $term, classroomId: $classroomId, offset: $offset, limit: 50) {
      hasMore
      totals {
        paymentsCents
        refundsCents
        creditsIssuedCents
        creditsUsedCents
        netCents
        count
      }
      transactions {
        key
        at
        type
        family
        students
        classes
        method
        amountCents
        invoiceNumber
        reference
      }
    }
  }
`);

export const PaymentsClassOptionsQuery = graphql(`
  query PaymentsClassOptions($year: Int, $quarter: Quarter) {
    manageClassrooms(year: $year, quarter: $quarter) {
      id
      code
      title
    }
  }
`);

export type AccountingTransaction = ResultOf<typeof AccountingTransactionsQuery>['accountingTransactions']['transactions'][number];
export type AccountingTotals = ResultOf<typeof AccountingTransactionsQuery>['accountingTransactions']['totals'];
