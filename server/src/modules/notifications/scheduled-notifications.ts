import type { Services } from '../../services.js';
import { notifyStartedAssignments } from './new-assignment-trigger.js';
import { scheduledAcademy } from './scheduled-academy.js';
import { notifyClassStarting } from './scheduled-class-starting.js';
import { notifyHomeworkDue, notifyHomeworkLate } from './scheduled-homework.js';
import { notifyPublishedNews } from './scheduled-news.js';
import { notifyStaffDaily } from './scheduled-staff-daily.js';

export interface ScheduledCounts {
  homeworkDue: number;
  homeworkLate: number;
  classStarting: number;
  newAssignments: number;
  publishedNews: number;
  staffDaily: number;
}

/**
 * The notifications no request causes, found by scans of what is due, late, about to start, or
 * whose start or publish time has come, and the staff's morning summary. Each event's key names
 * what it is about and who hears it, so a run repeated in the same hour, or on another instance,
 * tells no one twice.
 */
export async function notifyScheduled(services: Services): Promise<ScheduledCounts> {
  const academy = await scheduledAcademy(services.db);
  return {
    homeworkDue: await notifyHomeworkDue(services, academy),
    homeworkLate: await notifyHomeworkLate(services, academy),
    classStarting: await notifyClassStarting(services, academy),
    newAssignments: await notifyStartedAssignments(services),
    publishedNews: await notifyPublishedNews(services),
    staffDaily: await notifyStaffDaily(services, academy),
  };
}
