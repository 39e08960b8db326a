import type { ClassCardData } from '../features/dashboard/dashboard.documents';

/** A dashboard class card as the server answers it, for tests: an opened class, nothing due. */
export function classCard(overrides: Partial<ClassCardData> = {}): ClassCardData {
  return {
    classroomId: 7,
    code: 'MA6-A',
    shortTitle: 'Pre-Algebra',
    imageUrl: null,
    locationName: null,
    startDate: '2026-09-01',
    endDate: '2026-12-15',
    status: 'OPENED',
    teachingStyle: 'CLASSROOM',
    onSolve: true,
    mode: 'NORMAL',
    grade: null,
    overdueCount: null,
    points: null,
    unreadMessages: null,
    action: 'ENTER',
    ...overrides,
  };
}
