import { graphql, type ResultOf } from '../../../graphql';

export const ContentReportFields = graphql(`
  fragment ContentReportFields on ContentReport {
    fileName
    imported
    problems {
      path
      line
      message
    }
    courseCodes
    problemSetCodes
    summary {
      courses {
        created
        updated
      }
      lessonPlans {
        created
        updated
      }
      problemSets {
        created
        updated
      }
      problems
      choices
      hints
      removed {
        problems
        choices
        hints
      }
    }
  }
`);

export const CheckContentFileMutation = graphql(
  `
    mutation CheckContentFile($fileName: String!, $source: String!) {
      checkContentFile(fileName: $fileName, source: $source) {
        ...ContentReportFields
      }
    }
  `,
  [ContentReportFields],
);

export const ImportContentFileMutation = graphql(
  `
    mutation ImportContentFile($fileName: String!, $source: String!) {
      importContentFile(fileName: $fileName, source: $source) {
        ...ContentReportFields
      }
    }
  `,
  [ContentReportFields],
);

export type ContentReportData = ResultOf<typeof ContentReportFields>;
