// The academy of the catalog benchmarks: classes for sale in the catalog term, with instructors,
// and the public catalog read as the catalog page sends it. Generated into an empty database (the
// classes name courses and teachers by the ids they get there).

/**
 * An academy with `classes` classes for sale (catalog term), instructors, some seats taken.
 * @param {import('pg').Pool} pool
 * @param {number} classes
 */
export async function generateCatalogAcademy(pool, classes) {
  await pool.query(`insert into academy_settings (id, name, phone_number, support_email, current_quarter, current_year, next_quarter, next_year,
    catalog_quarter, catalog_year, early_bird_deadlines) values (1, 'Bench Academy', '(408) 555-0100', 'b@bench.test', 'WINTER', 2026, 'SPRING', 2027,
    'WINTER', 2026, '{"WINTER":"2099-01-01"}')
       on conflict (id) do update set name = excluded.name, phone_number = excluded.phone_number, support_email = excluded.support_email, current_quarter = excluded.current_quarter, current_year = excluded.current_year, next_quarter = excluded.next_quarter, next_year = excluded.next_year, catalog_quarter = excluded.catalog_quarter, catalog_year = excluded.catalog_year, early_bird_deadlines = excluded.early_bird_deadlines`);
  await pool.query(`insert into locations (name, is_center) values ('Campus', true)`);
  await pool.query(`insert into employees (first_name, last_name, work_email, password_hash, is_teacher)
    select 'Teacher', 'No' || g, 't' || g || '@bench.test', 'x', true from generate_series(1, 20) g`);
  await pool.query(`insert into courses (code, title, subject, start_grade, end_grade)
    select 'C' || g, 'Course ' || g, (array['M','N','B','P','C','E','D'])[1 + g % 7]::subject, g % 9, least(12, g % 9 + 3) from generate_series(1, 30) g`);
  await pool.query(
    `insert into classrooms (course_id, code, title, status, year, quarter, session, start_date, end_date, teaching_style,
      tuition_cents, early_bird_tuition_cents, enrollment_max, center_location_id, meets, start_time, end_time)
    select 1 + g % 30, 'K' || lpad(g::text, 4, '0'), 'K' || lpad(g::text, 4, '0') || ': Class ' || g, 'PUBLISHED', 2026, 'WINTER',
      (array['Winter Online','Winter In Person','Competition','Tutoring'])[1 + g % 4], '2099-01-05', '2099-03-20',
      (array['CLASSROOM','MENTORED','COMPETITION'])[1 + g % 3]::teaching_style, 30000 + (g % 5) * 5000, case when g % 2 = 0 then 28000 end,
      case when g % 3 = 0 then null else 25 end, case when g % 4 = 1 then 1 end, 'Tue', '16:00', '17:30'
    from generate_series(1, $1) g`,
    [classes],
  );
  await pool.query(`insert into classroom_instructors (classroom_id, employee_id, is_lead)
    select c.id, 1 + c.id % 20, true from classrooms c`);
}

/** The public catalog read, signed out, with every field the catalog page shows. */
export const CATALOG_GRAPHQL = `query BenchCatalog { catalog { classrooms { id code title courseTitle description subject category startGrade endGrade
  imageUrl session teachingStyle startDate endDate startTime endTime meets location leadInstructor tuitionCents priceCents earlyBird
  enrollmentCount enrollmentMax full seatsLeft enrolledStudentIds } sessions locations categories subjects } }`;
