import { graphql, type ResultOf } from '../../../graphql';

export const CouponsQuery = graphql(`
  query Coupons {
    coupons {
      id
      code
      description
      amount {
        percent
        cents
      }
      scopeType
      courseId
      term
      validFrom
      validTo
      totalLimit
      perFamilyLimit
      firstEnrolmentOnly
      uses
      status
    }
    couponFormOptions {
      courses {
        id
        code
        title
      }
      terms
    }
  }
`);

export const SaveCouponMutation = graphql(`
  mutation SaveCoupon($id: Int, $input: CouponInput!) {
    saveCoupon(id: $id, input: $input) {
      id
    }
  }
`);

export const ArchiveCouponMutation = graphql(`
  mutation ArchiveCoupon($id: Int!) {
    archiveCoupon(id: $id) {
      id
    }
  }
`);

/** After a save or an archive the list is read again (uses and status are the server's). */
export const REFETCH_COUPONS = { refetchQueries: [CouponsQuery], awaitRefetchQueries: true };

export type CouponOptions = ResultOf<typeof CouponsQuery>['couponFormOptions'];
