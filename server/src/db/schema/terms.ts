import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { quarterEnum } from './platform.js';

/** A session of a term (quarter and year) with its dates; classes of the term are dated inside it. */
export const academyTerms = pgTable(
  'academy_terms',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    quarter: quarterEnum('quarter').notNull(),
    /** The catalog's session name (Fall, Winter Online, Summer Bootcamp, ...). */
    session: text('session').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('academy_terms_unique').on(t.year, t.quarter, t.session),
    check('academy_terms_dates_ordered', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A day with no lessons: generated lessons skip it. */
export const academyHolidays = pgTable(
  'academy_holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('academy_holidays_date_unique').on(t.date), index('academy_holidays_name_idx').on(t.name)],
);
