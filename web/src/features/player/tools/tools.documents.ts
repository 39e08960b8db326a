import { graphql, type ResultOf } from '../../../graphql';

/** The calls of the player's tools (problem-set-player.md §7): the help chat (create issue, update issue, generate help message), attachments, scratchpads and problem images. */

const HelpMessageFields = graphql(`
  fragment HelpMessageFields on HelpMessage @_unmask {
    issueId
    kind
    helpOrder
    messageText
    chatVideo
    chatImage
    chatText
  }
`);

export const RequestHelpMutation = graphql(
  `
    mutation RequestHelp($submissionId: Int!, $problemId: Int!, $progress: String!) {
      requestHelp(submissionId: $submissionId, problemId: $problemId, progress: $progress) {
        ...HelpMessageFields
      }
    }
  `,
  [HelpMessageFields],
);

/** Whether a help request about the problem is still open (then asking again is refused). */
export const HasOpenHelpRequestQuery = graphql(`
  query HasOpenHelpRequest($submissionId: Int!, $problemId: Int!) {
    hasOpenHelpRequest(submissionId: $submissionId, problemId: $problemId)
  }
`);

export const NextHintMutation = graphql(
  `
    mutation NextHint($issueId: Int!) {
      nextHint(issueId: $issueId) {
        ...HelpMessageFields
      }
    }
  `,
  [HelpMessageFields],
);

export const RateHelpMutation = graphql(`
  mutation RateHelp($issueId: Int!, $helpful: Boolean!) {
    rateHelp(issueId: $issueId, helpful: $helpful) {
      issueId
      issueStatus
    }
  }
`);

export const ReportProblemMutation = graphql(`
  mutation ReportProblem($submissionId: Int!, $problemId: Int!, $description: String!) {
    reportProblem(submissionId: $submissionId, problemId: $problemId, description: $description) {
      issueId
      issueStatus
    }
  }
`);

export type HelpAnswer = ResultOf<typeof RequestHelpMutation>['requestHelp'];

export const AttachFileMutation = graphql(`
  mutation AttachFile($submissionId: Int!, $problemId: Int!, $fileKey: String!) {
    attachFile(submissionId: $submissionId, problemId: $problemId, fileKey: $fileKey) {
      problemId
      attachmentUrl
    }
  }
`);

export const RemoveAttachmentMutation = graphql(`
  mutation RemoveAttachment($submissionId: Int!, $problemId: Int!) {
    removeAttachment(submissionId: $submissionId, problemId: $problemId) {
      problemId
      attachmentUrl
    }
  }
`);

export const SaveScratchpadMutation = graphql(`
  mutation SaveScratchpad($submissionId: Int!, $problemId: Int!, $fileKey: String!) {
    saveScratchpad(submissionId: $submissionId, problemId: $problemId, fileKey: $fileKey) {
      problemId
      scratchpadUrl
    }
  }
`);

export const RemoveProblemImageMutation = graphql(`
  mutation RemoveProblemImage($problemId: Int!, $imageId: Int!) {
    removeProblemImage(problemId: $problemId, imageId: $imageId)
  }
`);

export const AcceptedFileTypesQuery = graphql(`
  query AcceptedFileTypes($purpose: FilePurpose!) {
    acceptedFileTypes(purpose: $purpose)
  }
`);

export const SaveProblemImageMutation = graphql(`
  mutation SaveProblemImage($problemId: Int!, $fileKey: String!) {
    saveProblemImage(problemId: $problemId, fileKey: $fileKey) {
      id
      imageUrl
      cost
    }
  }
`);
