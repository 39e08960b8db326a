// The public catalog read and the payment operation, through the built server on PostgreSQL.
//
//   npm run catalog -w bench              an academy of 300 classes; 32 clients
//   npm run catalog -w bench -- --seconds 10 --concurrency 32 --payments 200
//
// Prints requests per second, p50 and p99 of the catalog read through GraphQL and of the same
// read by hand-written SQL (one statement through pg) in the same run, whether the targets are
// met (p99 under 50 ms, flat out and paced at half the raw SQL's rate; at least half the raw SQL's
// throughput), and the p99 of chargeCreditCard
// with the sandbox card service (8 families paying at once, each its own cart).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ms, resetDatabase, startServer } from './lib/bench-server.mjs';
import { graphqlClient } from './lib/graphql-client.mjs';
import { measure } from './dashboard/load.mjs';
import { CATALOG_GRAPHQL, generateCatalogAcademy } from './lib/catalog-academy.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '32' },
    classes: { type: 'string', default: '300' },
    payments: { type: 'string', default: '200' },
  },
});
const seconds = Number(args.seconds);
const warmupSeconds = Number(args.warmup);
const concurrency = Number(args.concurrency);
const CLASSES = Number(args.classes);
const PAYMENTS = Number(args.payments);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/solve_bench_catalog';

/** The catalog read by hand: the same rows, one statement. */
const CATALOG_SQL = `select c.id, c.code, c.title, co.code as course_code, co.title as course_title, co.description, co.subject, co.category,
  co.start_grade, co.end_grade, co.image_url, c.session, c.status, c.teaching_style, c.year, c.quarter, c.start_date, c.end_date,
  c.start_time, c.end_time, c.meets, l.name as location, c.tuition_cents, c.early_bird_tuition_cents, c.enrollment_max,
  (select count(*)::int from enrollments e where e.classroom_id = c.id and e.withdrawn_at is null)
    + (select count(*)::int from seat_holds h where h.classroom_id = c.id) as taken,
  (select em.first_name || ' ' || em.last_name from classroom_instructors ci join employees em on em.id = ci.employee_id
    where ci.classroom_id = c.id and ci.is_lead limit 1) as lead
  from classrooms c join courses co on co.id = c.course_id left join locations l on l.id = c.center_location_id
  where c.status in ('OPENED','PUBLISHED') and c.on_catalog and ((c.year = 2026 and c.quarter = 'WINTER') or (c.year = 2027 and c.quarter = 'SPRING'))
  order by c.code, c.id`;
const CHARGE = `mutation BenchCharge($input: ChargeCreditCardInput!) { chargeCreditCard(input: $input) { success errorMessage } }`;

const line = (/** @type {import('./dashboard/load.mjs').Result} */ r) =>
  `${r.name.padEnd(24)} ${r.throughput.toFixed(0).padStart(6)}/s  p50 ${ms(r.p50).padStart(9)}  p99 ${ms(r.p99).padStart(9)}  (${r.requests} requests, ${r.errors} errors)`;

await resetDatabase(databaseUrl);
const server = await startServer({ databaseUrl });
const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
try {
  await generateCatalogAcademy(pool, CLASSES);
  const client = graphqlClient(server.base, concurrency);
  console.log(`Catalog of ${CLASSES} classes, ${concurrency} clients, ${seconds} s each after ${warmupSeconds} s of warm-up`);
  const graphql = await measure('catalog (GraphQL)', () => client.requestUnparsed('', CATALOG_GRAPHQL, {}), {
    concurrency,
    seconds,
    warmupSeconds,
  });
  // A named statement, planned once per connection, as the server's prepared one.
  const raw = await measure('catalog (raw SQL)', () => pool.query({ name: 'raw_catalog', text: CATALOG_SQL }), {
    concurrency,
    seconds,
    warmupSeconds,
  });
  // Paced at half the raw SQL's rate, as the other reads' benchmarks: the latency a visitor sees
  // when the server is busy but not past what it can answer (flat out, 32 clients queue).
  const paced = await measure('catalog (GraphQL, paced)', () => client.requestUnparsed('', CATALOG_GRAPHQL, {}), {
    concurrency,
    seconds,
    warmupSeconds: 1,
    rate: raw.throughput / 2,
  });
  // As browsers ask for it: gzipped.
  const gzipped = await measure('catalog (GraphQL, gzip)', () => client.requestUnparsed('', CATALOG_GRAPHQL, {}, { gzip: true }), {
    concurrency,
    seconds,
    warmupSeconds: 1,
  });
  // The catalog's first page as a visitor's browser asks for it: the HTML drawn with the classes in it.
  const firstPage = await measure('/catalog first page', () => client.page('/catalog'), { concurrency, seconds, warmupSeconds: 1 });
  console.log(line(graphql));
  console.log(line(paced));
  console.log(line(raw));
  console.log(line(gzipped));
  console.log(line(firstPage));
  console.log(
    `  p99 under 50 ms: ${graphql.p99 < 50 ? 'yes' : 'NO'} flat out, ${paced.p99 < 50 ? 'yes' : 'NO'} paced at half the raw SQL's rate; at least half the raw SQL's throughput: ${graphql.throughput >= raw.throughput / 2 ? 'yes' : 'NO'} (${((100 * graphql.throughput) / raw.throughput).toFixed(0)}%)`,
  );

  // Payments: each family its own cart of one class, paid with a fresh sandbox token.
  const { openDatabase } = await import('../server/dist/db/client.js');
  const { createSession } = await import('../server/dist/modules/auth/sessions.service.js');
  const { cartRepricedBeforePayment } = await import('../server/dist/modules/cart/new-student-offers.js');
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  /** @type {{ token: string; invoiceId: number }[]} */
  const carts = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const {
      rows: [family],
    } = await pool.query(`insert into family_accounts (status) values ('ACTIVE') returning id`);
    const {
      rows: [member],
    } = await pool.query(
      `insert into family_members (first_name, last_name, relation, phone_number, email, family_account_id) values ('Pat', 'Bench', 'MOTHER', $1, $2, $3) returning id`,
      [`+1556${String(i).padStart(7, '0')}`, `p${i}@bench.test`, family.id],
    );
    await pool.query(`update family_accounts set primary_family_member_id = $1 where id = $2`, [member.id, family.id]);
    const {
      rows: [student],
    } = await pool.query(
      `insert into students (first_name, last_name, username, password_hash, family_account_id) values ('Kid', 'Bench', $1, 'x', $2) returning id`,
      [`benchkid${i}`, family.id],
    );
    const {
      rows: [invoice],
    } = await pool.query(
      `insert into invoices (invoice_number, status, family_account_id, price_cents, balance_cents) values ($1, 'PENDING', $2, 30000, 30000) returning id`,
      [`B-${i}`, family.id],
    );
    const classroomId = 1 + (i % CLASSES);
    await pool.query(`update classrooms set enrollment_max = null where id = $1`, [classroomId]);
    await pool.query(
      `insert into invoice_items (invoice_id, item_type, student_id, classroom_id, unit_price_cents, price_cents) values ($1, 'CLASSROOM', $2, $3, 30000, 30000)`,
      [invoice.id, student.id, classroomId],
    );
    // The cart as the family sees it before paying: a new student's offer lines are in it.
    await cartRepricedBeforePayment(database.db, family.id, invoice.id, new Date());
    const { token } = await createSession(
      database.db,
      { userType: 'FAMILY_MEMBER', familyMemberId: member.id },
      { lifetimeSeconds: 3600, now: new Date() },
    );
    carts.push({ token, invoiceId: invoice.id });
  }
  await database.close();
  const tokenFor = async () => {
    const response = await fetch(`${server.base}/payments/sandbox/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cardNumber: '4111111111111111', expirationDate: '12/30', cardCode: '123', fullName: 'Pat Bench' }),
    });
    return (await response.json()).opaqueData;
  };
  const tokens = await Promise.all(carts.map(() => tokenFor()));
  const billTo = { firstName: 'Pat', lastName: 'Bench', address: '1 Main St', city: 'San Jose', state: 'CA', zip: '95112', country: 'USA' };
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < carts.length) {
        const i = next++;
        const cart = /** @type {{ token: string; invoiceId: number }} */ (carts[i]);
        const begin = performance.now();
        const data = await client.request(cart.token, CHARGE, {
          input: { invoiceId: cart.invoiceId, idempotencyKey: `bench-${i}-key`, opaqueData: tokens[i], billTo, acceptedTerms: true },
        });
        latencies.push(performance.now() - begin);
        if (!data.chargeCreditCard.success) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  console.log(
    `chargeCreditCard (sandbox) ${(latencies.length / elapsed).toFixed(0)}/s  p50 ${ms(pct(50))}  p99 ${ms(pct(99))}  (${latencies.length} payments, 8 at once, ${failures} not approved)`,
  );
  client.close();
} finally {
  await pool.end();
  server.child.kill();
}
