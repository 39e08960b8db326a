import { type ClassroomTab, unavailableTabs } from '@solve/core';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { openClassroom } from './classroom-page.service.js';

/**
 * Opens one tab of a classroom for the viewer: the same checks as the classroom page (a member,
 * inside the access window), and the tab must be available in the viewer's mode (preview
 * disables messages and gradebook, trial-to-lesson locks four tabs).
 */
export async function openClassroomTab(services: Services, viewer: Viewer, classroomId: number, tab: ClassroomTab) {
  const opened = await openClassroom(services, viewer, { classroomId });
  if (unavailableTabs(opened.context.mode).includes(tab)) throw new DomainError('TAB_UNAVAILABLE');
  return opened;
}
