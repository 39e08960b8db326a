import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, locations } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { cleanText } from './input-checks.js';

/**
 * The academy's centres: locations where classes meet (`isCenter`). Families' addresses are
 * locations too and never appear here; a centre taken off the list (isCenter false) keeps its
 * classes and is offered to no new one.
 */
export interface Center extends CenterInput {
  id: number;
  classCount: number;
}

/** What an admin writes of a centre. */
export interface CenterInput {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  isCenter: boolean;
}

// Qualified by hand: in a one-table query Drizzle writes a bare "id", which the subquery would read as the classroom's.
const locationId = sql.raw('"locations"."id"');
const classCountSql = sql<number>`(select count(*)::int from ${classrooms} where ${classrooms.centerLocationId} = ${locationId})`;
const usedByAClass = sql`exists (select 1 from ${classrooms} where ${classrooms.centerLocationId} = ${locationId})`;

const centerColumns = {
  id: locations.id,
  name: sql<string>`coalesce(${locations.name}, '')`,
  street: locations.street,
  city: locations.city,
  state: locations.state,
  zip: locations.zip,
  country: locations.country,
  isCenter: locations.isCenter,
  classCount: classCountSql,
};

/** Centres, and former centres that classes still meet at; by name. */
export async function listAcademyCenters(db: Db): Promise<Center[]> {
  return db
    .select(centerColumns)
    .from(locations)
    .where(or(eq(locations.isCenter, true), usedByAClass))
    .orderBy(sql`${locations.isCenter} desc`, asc(locations.name), asc(locations.id))
    .limit(500);
}

function centerValues(input: CenterInput) {
  const name = cleanText(input.name, 120, true);
  if (!name) throw new DomainError('CENTER_NAME_REQUIRED');
  return {
    name,
    street: cleanText(input.street, 200, true),
    city: cleanText(input.city, 100, true),
    state: cleanText(input.state, 60, true),
    zip: cleanText(input.zip, 20, true),
    country: cleanText(input.country, 60, true) || 'USA',
    isCenter: input.isCenter,
  };
}

/** Adds a centre, or changes one (its address, or whether new classes may meet there) when `id` is given. */
export async function saveCenter(db: Db, viewer: EmployeeViewer, id: number | null, input: CenterInput): Promise<Center> {
  const values = centerValues(input);
  return db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(locations).values(values).returning();
      await recordAudit(tx, viewer, { action: 'center.create', entityType: 'location', entityId: row!.id, after: row });
      return { ...values, id: row!.id, classCount: 0 };
    }
    const [before] = await tx
      .select()
      .from(locations)
      .where(sql`${locations.id} = ${id} and (${locations.isCenter} or ${usedByAClass})`)
      .for('update')
      .limit(1);
    if (!before) throw new DomainError('CENTER_NOT_FOUND');
    const [after] = await tx.update(locations).set(values).where(eq(locations.id, id)).returning();
    await recordAudit(tx, viewer, { action: 'center.update', entityType: 'location', entityId: id, before, after });
    const [center] = await tx.select(centerColumns).from(locations).where(eq(locations.id, id));
    return center!;
  });
}
