import { graphql, type ResultOf } from '../../../graphql';

export const RosterReportFields = graphql(`
  fragment RosterReportFields on RosterReport {
    fileName
    imported
    rows
    problems {
      line
      message
    }
    counts {
      families {
        created
        existing
      }
      parents {
        created
        existing
      }
      students {
        created
        existing
      }
      enrolments {
        created
        existing
      }
    }
    newStudents {
      line
      name
      username
      password
    }
  }
`);

export const CheckRosterMutation = graphql(
  `
    mutation CheckRoster($fileName: String!, $source: String!) {
      checkRoster(fileName: $fileName, source: $source) {
        ...RosterReportFields
      }
    }
  `,
  [RosterReportFields],
);

export const ImportRosterMutation = graphql(
  `
    mutation ImportRoster($fileName: String!, $source: String!) {
      importRoster(fileName: $fileName, source: $source) {
        ...RosterReportFields
      }
    }
  `,
  [RosterReportFields],
);

export type RosterReportData = ResultOf<typeof RosterReportFields>;
