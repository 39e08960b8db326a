import { asc, desc, eq } from 'drizzle-orm';
import { classroomInstructors, employees } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroomTab } from './classroom-tab.service.js';

export interface ClassInstructor {
  employeeId: number;
  firstName: string;
  lastName: string;
  displayName: string | null;
  imageUrl: string | null;
  isLead: boolean;
}

/** The Teachers tab (classroom.md §2): each instructor's photo and name, the lead first. Nothing private. */
export async function classInstructors(services: Services, viewer: Viewer, classroomId: number): Promise<ClassInstructor[]> {
  await openClassroomTab(services, viewer, classroomId, 'TEACHERS');
  return services.db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      displayName: employees.displayName,
      imageUrl: employees.imageUrl,
      isLead: classroomInstructors.isLead,
    })
    .from(classroomInstructors)
    .innerJoin(employees, eq(employees.id, classroomInstructors.employeeId))
    .where(eq(classroomInstructors.classroomId, classroomId))
    .orderBy(desc(classroomInstructors.isLead), asc(employees.lastName), asc(employees.firstName));
}
