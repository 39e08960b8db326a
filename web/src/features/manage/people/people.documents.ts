import { graphql } from '../../../graphql';

export const StaffMembersQuery = graphql(`
  query StaffMembers {
    staffMembers {
      id
      firstName
      lastName
      workEmail
      active
      isTeacher
      isAdmin
      isOffice
      invitationPending
    }
  }
`);

export const InviteStaffMutation = graphql(`
  mutation InviteStaff(
    $firstName: String!
    $lastName: String!
    $email: String!
    $isTeacher: Boolean!
    $isAdmin: Boolean!
    $isOffice: Boolean!
  ) {
    inviteStaff(firstName: $firstName, lastName: $lastName, email: $email, isTeacher: $isTeacher, isAdmin: $isAdmin, isOffice: $isOffice) {
      id
      workEmail
    }
  }
`);

export const SetStaffRolesMutation = graphql(`
  mutation SetStaffRoles($employeeId: Int!, $isTeacher: Boolean!, $isAdmin: Boolean!, $isOffice: Boolean!) {
    setStaffRoles(employeeId: $employeeId, isTeacher: $isTeacher, isAdmin: $isAdmin, isOffice: $isOffice) {
      id
      isTeacher
      isAdmin
      isOffice
    }
  }
`);

export const SetStaffActiveMutation = graphql(`
  mutation SetStaffActive($employeeId: Int!, $active: Boolean!) {
    setStaffActive(employeeId: $employeeId, active: $active) {
      id
      active
    }
  }
`);

export const SearchFamiliesQuery = graphql(`
  query SearchFamilies($query: String!) {
    searchFamilies(query: $query) {
      familyAccountId
      parents
      students {
        id
        name
        username
      }
    }
  }
`);

export const ManageFamilyQuery = graphql(`
  query ManageFamily($familyAccountId: Int!) {
    manageFamily(familyAccountId: $familyAccountId) {
      id
      status
      balanceCents
      parents {
        id
        firstName
        lastName
        relation
        email
        phoneNumber
        primary
      }
      students {
        id
        firstName
        lastName
        username
        grade
        enrolments {
          id
          code
          title
          startDate
          withdrawnAt
          paid
        }
      }
    }
  }
`);

export const FamilyInvoicesQuery = graphql(`
  query ManageFamilyInvoices($familyAccountId: Int!, $offset: Int!) {
    manageFamily(familyAccountId: $familyAccountId) {
      id
      recordCounts {
        invoices
      }
      invoices(offset: $offset) {
        id
        invoiceNumber
        status
        priceCents
        balanceCents
        issueDate
        summary
      }
    }
  }
`);

/** What a change to a family's enrolments, invoices or credits makes stale on its page. */
export const familyPageQueries = ['ManageFamily', 'ManageFamilyInvoices', 'ManageFamilyCredits'];

export const FamilyCreditsQuery = graphql(`
  query ManageFamilyCredits($familyAccountId: Int!, $offset: Int!) {
    manageFamily(familyAccountId: $familyAccountId) {
      id
      recordCounts {
        credits
      }
      credits(offset: $offset) {
        id
        creditNumber
        creditType
        status
        amountCents
        balanceCents
        notes
        issueDate
      }
    }
  }
`);

export const EnrolByHandMutation = graphql(`
  mutation EnrolByHand($studentId: Int!, $classroomCode: String!) {
    enrolStudentByHand(studentId: $studentId, classroomCode: $classroomCode) {
      id
    }
  }
`);

export const WithdrawByHandMutation = graphql(`
  mutation WithdrawByHand($enrollmentId: Int!) {
    withdrawStudentByHand(enrollmentId: $enrollmentId) {
      id
    }
  }
`);

export const WithdrawPaidMutation = graphql(`
  mutation WithdrawPaid($enrollmentId: Int!, $mode: WithdrawalMode!, $note: String) {
    withdrawEnrollment(enrollmentId: $enrollmentId, mode: $mode, note: $note) {
      enrollmentId
      refundCents
      creditCents
      message
    }
  }
`);

export const WithdrawalQuoteQuery = graphql(`
  query WithdrawalQuote($enrollmentId: Int!, $mode: WithdrawalMode!) {
    withdrawalQuote(enrollmentId: $enrollmentId, mode: $mode) {
      enrollmentId
      paidCents
      amountCents
      feeCents
      inRefundWindow
      refundCents
      creditCents
      card
    }
  }
`);

export const ResetStudentPasswordMutation = graphql(`
  mutation ResetStudentPassword($studentId: Int!) {
    resetStudentPassword(studentId: $studentId) {
      username
      temporaryPassword
    }
  }
`);

export const CreateGuestLinkMutation = graphql(`
  mutation ManageGuestLink($userType: GuestUserType!, $userId: Int!) {
    createGuestLink(userType: $userType, userId: $userId) {
      url
    }
  }
`);
