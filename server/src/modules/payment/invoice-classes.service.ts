import { classroomShortTitle } from '@solve/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, invoiceItems, students } from '../../db/schema/index.js';

/**
 * What each invoice is for, by name as a family reads it: its live classes by name (the title
 * without its code) and the students' first names, 'Pre-Algebra, AMC 8 for Alice' ('' without
 * classes). In the order of `invoiceIds` (dataloader contract), one query for a page of invoices.
 */
export async function classSummaries(db: Db, invoiceIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .select({ invoiceId: invoiceItems.invoiceId, title: classrooms.title, firstName: students.firstName })
    .from(invoiceItems)
    .innerJoin(classrooms, eq(classrooms.id, invoiceItems.classroomId))
    .innerJoin(students, eq(students.id, invoiceItems.studentId))
    .where(and(inArray(invoiceItems.invoiceId, [...invoiceIds]), eq(invoiceItems.itemType, 'CLASSROOM'), isNull(invoiceItems.archivedOn)))
    .orderBy(asc(invoiceItems.id));
  const byInvoice = new Map<number, { titles: Set<string>; names: Set<string> }>();
  for (const row of rows) {
    const lines = byInvoice.get(row.invoiceId) ?? { titles: new Set<string>(), names: new Set<string>() };
    lines.titles.add(classroomShortTitle(row.title));
    lines.names.add(row.firstName);
    byInvoice.set(row.invoiceId, lines);
  }
  return invoiceIds.map((id) => {
    const lines = byInvoice.get(id);
    return lines ? `${[...lines.titles].join(', ')} for ${[...lines.names].join(', ')}` : '';
  });
}
