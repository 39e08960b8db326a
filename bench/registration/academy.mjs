// The registration morning's academy: the catalog benchmarks' 300 classes, each with a seat limit
// (some far below the families who want them), and the families with their students, written
// straight into the database before the opening minute.
import { generateCatalogAcademy } from '../lib/catalog-academy.mjs';

/** Seat limits by class, in turn: small classes fill within the first minute. */
export const SEAT_LIMITS = [3, 6, 12, 25];

/**
 * @typedef {{ id: number; firstName: string; grade: number }} Student
 * @typedef {{ familyAccountId: number; phone: string; students: Student[] }} Family
 */

/**
 * The academy and `families` families of 1–3 students (grades 1–11, which the courses take), each signing in with its
 * parent's phone. Returns the families as the benchmark drives them.
 * @param {import('pg').Pool} pool
 * @param {number} classes
 * @param {number} families
 * @returns {Promise<Family[]>}
 */
export async function generateRegistrationAcademy(pool, classes, families) {
  await generateCatalogAcademy(pool, classes);
  await pool.query(`update classrooms set enrollment_max = ($1::int[])[1 + id % $2]`, [SEAT_LIMITS, SEAT_LIMITS.length]);
  await pool.query(`insert into family_accounts (status) select 'ACTIVE' from generate_series(1, $1)`, [families]);
  // The parent's phone: +1 669 and the family's number in seven digits.
  await pool.query(
    `insert into family_members (first_name, last_name, relation, phone_number, email, family_account_id)
      select 'Parent', 'No' || f.id, 'MOTHER', '+1669' || lpad(f.id::text, 7, '0'), 'parent' || f.id || '@bench.test', f.id
      from family_accounts f`,
  );
  await pool.query(`update family_accounts f set primary_family_member_id = m.id from family_members m where m.family_account_id = f.id`);
  // 1, 2 or 3 students by family, their grades spread over 1–11 (the courses take K–11).
  await pool.query(
    `insert into students (first_name, last_name, username, password_hash, family_account_id, grade)
      select 'Kid' || s, 'No' || f.id, 'kid' || f.id || '_' || s, 'x', f.id, 1 + (f.id * 7 + s * 5) % 11
      from family_accounts f, generate_series(1, 1 + f.id % 3) s`,
  );
  await pool.query('vacuum analyze');
  const { rows } = await pool.query(
    `select f.id, m.phone_number, json_agg(json_build_object('id', s.id, 'firstName', s.first_name, 'grade', s.grade) order by s.id) as students
      from family_accounts f join family_members m on m.family_account_id = f.id join students s on s.family_account_id = f.id
      group by f.id, m.phone_number order by f.id`,
  );
  return rows.map((row) => ({
    familyAccountId: Number(row.id),
    // As a parent types it.
    phone: `(${row.phone_number.slice(2, 5)}) ${row.phone_number.slice(5, 8)}-${row.phone_number.slice(8)}`,
    students: row.students,
  }));
}

/**
 * The sign-in code the server texted to a phone, read from the outbox (the local SMS adapter's
 * phone), as the parent reads it off their phone.
 * @param {import('pg').Pool} pool
 * @param {string} e164
 */
export async function textedCode(pool, e164) {
  const { rows } = await pool.query(`select body from outbox_messages where recipient = $1 and kind = 'SMS' order by id desc limit 1`, [
    e164,
  ]);
  const code = /(\d{6})\s*$/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was texted to ${e164}`);
  return code;
}
