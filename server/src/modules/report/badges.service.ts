import { badgesEarned, isTentativeBadge } from '@solve/core';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { badges } from '../../db/schema/index.js';
import type { ClassCard } from '../classroom/dashboard.service.js';

export type BadgeRecord = typeof badges.$inferSelect;

/** A badge a student earned in a class (family-catalog-payment.md §3 EarnedBadge). */
export interface EarnedBadge {
  badge: BadgeRecord;
  studentId: number;
  classroomId: number;
  classroomCode: string;
  classroomTitle: string;
  /** Earned on the grades so far; final once the class closes. */
  tentative: boolean;
}

/** The academy's badge catalogue: a handful of rows. */
export const badgeCatalogue = (db: Db): Promise<BadgeRecord[]> => db.select().from(badges).orderBy(asc(badges.id));

/**
 * The badges a student's classes earn (core's badgesEarned on each class grade of the dashboard's
 * rules): only classes held on the platform, whose grades it has, and enrolments that count
 * (paid or without a status: previews and trials earn nothing).
 */
export function earnedInClasses(studentId: number, cards: readonly ClassCard[], catalogue: readonly BadgeRecord[]): EarnedBadge[] {
  return cards
    .filter((card) => card.onSolve && countsForGrades(card))
    .flatMap((card) =>
      badgesEarned(card.grade, catalogue).map((badge) => ({
        badge,
        studentId,
        classroomId: card.classroomId,
        classroomCode: card.code,
        classroomTitle: card.title,
        tentative: isTentativeBadge(card.status),
      })),
    );
}

/** Enrolments the family's grades show: paid or without a status, as the student's own dashboard sections. */
export const countsForGrades = (card: Pick<ClassCard, 'enrollmentStatus'>) =>
  card.enrollmentStatus === 'PAID' || card.enrollmentStatus === null;
