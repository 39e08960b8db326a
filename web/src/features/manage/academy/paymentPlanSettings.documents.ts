import { graphql, type ResultOf } from '../../../graphql';

export const PaymentPlanSettingsQuery = graphql(`
  query PaymentPlanSettings {
    paymentPlanSettings {
      thresholdCents
      depositPercent
      instalments
      defaultAction
    }
  }
`);

export const UpdatePaymentPlanSettingsMutation = graphql(`
  mutation UpdatePaymentPlanSettings($input: PaymentPlanSettingsInput!) {
    updatePaymentPlanSettings(input: $input) {
      thresholdCents
      depositPercent
      instalments
      defaultAction
    }
  }
`);

export type PaymentPlanSettingsData = ResultOf<typeof PaymentPlanSettingsQuery>['paymentPlanSettings'];
