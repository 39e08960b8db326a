import { graphql, type ResultOf } from '../../graphql';

export const FamilyWaitlistQuery = graphql(`
  query FamilyWaitlist {
    familyWaitlist {
      id
      classroomId
      classroomCode
      classroomTitle
      studentId
      studentFirstName
      place
      status
      offerExpiresAt
    }
  }
`);

export type FamilyWaitlistEntry = ResultOf<typeof FamilyWaitlistQuery>['familyWaitlist'][number];

/** The family's students the class takes and who are not enrolled in it (the checkout's list). */
export const StudentsForWaitlistQuery = graphql(`
  query StudentsForWaitlist($classroomId: Int!) {
    checkoutClassroom(classroomId: $classroomId) {
      students {
        id
        firstName
        lastName
      }
    }
  }
`);

export const JoinWaitlistMutation = graphql(`
  mutation JoinWaitlist($classroomId: Int!, $studentId: Int) {
    joinWaitlist(classroomId: $classroomId, studentId: $studentId) {
      id
    }
  }
`);

export const LeaveWaitlistMutation = graphql(`
  mutation LeaveWaitlist($entryId: Int!) {
    leaveWaitlist(entryId: $entryId) {
      id
    }
  }
`);

export const AcceptWaitlistOfferMutation = graphql(`
  mutation AcceptWaitlistOffer($entryId: Int!) {
    acceptWaitlistOffer(entryId: $entryId) {
      invoiceId
      cartItemCount
    }
  }
`);

const ClassWaitlistFields = graphql(`
  fragment ClassWaitlistFields on ClassWaitlist {
    classroomId
    openSeats
    entries {
      id
      studentId
      studentName
      familyName
      joinedAt
      status
      offerExpiresAt
    }
  }
`);

export const ClassWaitlistQuery = graphql(
  `
    query ClassWaitlist($classroomId: Int!) {
      classWaitlist(classroomId: $classroomId) {
        ...ClassWaitlistFields
      }
    }
  `,
  [ClassWaitlistFields],
);

export { ClassWaitlistFields };

export const ReorderWaitlistMutation = graphql(
  `
    mutation ReorderWaitlist($classroomId: Int!, $entryIds: [Int!]!) {
      reorderWaitlist(classroomId: $classroomId, entryIds: $entryIds) {
        ...ClassWaitlistFields
      }
    }
  `,
  [ClassWaitlistFields],
);

export const OfferWaitlistSeatMutation = graphql(
  `
    mutation OfferWaitlistSeat($entryId: Int!) {
      offerWaitlistSeat(entryId: $entryId) {
        ...ClassWaitlistFields
      }
    }
  `,
  [ClassWaitlistFields],
);

export const EnrollFromWaitlistMutation = graphql(
  `
    mutation EnrollFromWaitlist($entryId: Int!) {
      enrollFromWaitlist(entryId: $entryId) {
        ...ClassWaitlistFields
      }
    }
  `,
  [ClassWaitlistFields],
);

export const RemoveFromWaitlistMutation = graphql(
  `
    mutation RemoveFromWaitlist($entryId: Int!) {
      removeFromWaitlist(entryId: $entryId) {
        ...ClassWaitlistFields
      }
    }
  `,
  [ClassWaitlistFields],
);

export const WaitlistOfferHoursQuery = graphql(`
  query WaitlistOfferHours {
    waitlistOfferHours
  }
`);

export const SetWaitlistOfferHoursMutation = graphql(`
  mutation SetWaitlistOfferHours($hours: Int!) {
    setWaitlistOfferHours(hours: $hours)
  }
`);
