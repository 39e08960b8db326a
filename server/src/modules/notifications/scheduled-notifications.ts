import type { Services } from '../../services.js';
import { scheduledAcademy } from './scheduled-academy.js';
import { notifyClassStarting } from './scheduled-class-starting.js';
import { notifyHomeworkDue, notifyHomeworkLate } from './scheduled-homework.js';

export interface ScheduledCounts {
  homeworkDue: number;
  homeworkLate: number;
  classStarting: number;
}

/**
 * The notifications no request causes, found by scans of what is due, late or about to start.
 * Each event's key names the assignment or class and the student, so a run repeated in the same
 * hour, or on another instance, tells no one twice.
 */
export async function notifyScheduled(services: Services): Promise<ScheduledCounts> {
  const academy = await scheduledAcademy(services.db);
  return {
    homeworkDue: await notifyHomeworkDue(services, academy),
    homeworkLate: await notifyHomeworkLate(services, academy),
    classStarting: await notifyClassStarting(services, academy),
  };
}
