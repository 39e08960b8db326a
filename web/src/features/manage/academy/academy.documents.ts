import { graphql, type ResultOf } from '../../../graphql';

export const AcademySettingsFields = graphql(`
  fragment AcademySettingsFields on AcademySettings {
    name
    phoneNumber
    supportEmail
    address
    taxId
    supportHours
    timeZone
    currentYear
    currentQuarter
    nextYear
    nextQuarter
    catalogYear
    catalogQuarter
    earlyBirdDeadlines {
      session
      date
    }
    promoBanner
    promotionsText
    refundText
    leaderboardInitialsDefault
    terms {
      id
      year
      quarter
      session
      startDate
      endDate
    }
    holidays {
      id
      date
      name
    }
  }
`);

export const AcademySettingsQuery = graphql(
  `
    query AcademySettings {
      academySettings {
        ...AcademySettingsFields
      }
    }
  `,
  [AcademySettingsFields],
);

export const UpdateAcademySettingsMutation = graphql(
  `
    mutation UpdateAcademySettings($input: AcademySettingsInput!) {
      updateAcademySettings(input: $input) {
        ...AcademySettingsFields
      }
    }
  `,
  [AcademySettingsFields],
);

export const SaveAcademyTermMutation = graphql(
  `
    mutation SaveAcademyTerm($id: Int, $input: AcademyTermInput!) {
      saveAcademyTerm(id: $id, input: $input) {
        ...AcademySettingsFields
      }
    }
  `,
  [AcademySettingsFields],
);

export const DeleteAcademyTermMutation = graphql(
  `
    mutation DeleteAcademyTerm($id: Int!) {
      deleteAcademyTerm(id: $id) {
        ...AcademySettingsFields
      }
    }
  `,
  [AcademySettingsFields],
);

export const AddAcademyHolidayMutation = graphql(
  `
    mutation AddAcademyHoliday($date: Date!, $name: String!) {
      addAcademyHoliday(date: $date, name: $name) {
        ...AcademySettingsFields
      }
    }
  `,
  [AcademySettingsFields],
);

export const DeleteAcademyHolidayMutation = graphql(
  `
    mutation DeleteAcademyHoliday($id: Int!) {
      deleteAcademyHoliday(id: $id) {
        ...AcademySettingsFields
      }
    }
  `,
  [AcademySettingsFields],
);

export type AcademySettingsData = ResultOf<typeof AcademySettingsFields>;

/** The settings have no id to merge by: a change reads them again. */
export const REFETCH_SETTINGS = { refetchQueries: [AcademySettingsQuery], awaitRefetchQueries: true };

export const CenterFields = graphql(`
  fragment CenterFields on Center {
    id
    name
    street
    city
    state
    zip
    country
    isCenter
    classCount
  }
`);

export const AcademyCentersQuery = graphql(
  `
    query AcademyCenters {
      academyCenters {
        ...CenterFields
      }
    }
  `,
  [CenterFields],
);

export const SaveCenterMutation = graphql(
  `
    mutation SaveCenter($id: Int, $input: CenterInput!) {
      saveCenter(id: $id, input: $input) {
        ...CenterFields
      }
    }
  `,
  [CenterFields],
);

export type CenterData = ResultOf<typeof CenterFields>;
