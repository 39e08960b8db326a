import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ArchiveWriter, readArchive } from '../backup/archive.js';
import type { Db } from '../db/client.js';
import { academySettings } from '../db/schema/index.js';
import { createClassroom, createCourse } from '../db/seed/factories/catalog.js';
import { seedDemoAcademy } from '../db/seed/demo.js';
import type { Storage } from '../integrations/storage/storage.js';
import type { StudentViewer } from '../modules/auth/viewer.js';
import { acceptUpload } from '../modules/files/accept-upload.service.js';
import type { TestServer } from './harness.js';
import { playerCalls, playerFixture } from './player-kit.js';
import { addToCart, cardToken, chargeInput, originOf, payCart, shopFamily } from './shop-kit.js';
import { sampleImage, uploadAs } from './upload-kit.js';

/**
 * The demo academy after a day's activity: a student's upload accepted, a student's answers and
 * a family's card payment, made through the API as the browser makes them.
 */
export async function demoAcademyAfterActivity(server: TestServer, now: Date): Promise<void> {
  const db = server.services.db;
  await seedDemoAcademy(db, now);

  // A family's student uploads an attachment (a fresh family: the demo's own phone numbers are taken).
  const family = await shopFamily(server);
  const viewer: StudentViewer = {
    userType: 'STUDENT',
    sessionId: 0,
    studentId: family.ada.id,
    familyAccountId: family.family.id,
    isGuest: false,
    newestWorkSessionId: null,
    ownsNewestWorkSession: false,
  };
  const file = { body: await sampleImage(), contentType: 'image/png', purpose: 'ATTACHMENT' };
  const key = await uploadAs(server.gql, await originOf(server), family.studentToken, file);
  await acceptUpload(server.services, viewer, key, 'ATTACHMENT');

  const player = await playerFixture(server, {
    problems: [
      { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12' },
      { problemType: 'SHORT_NUMBER_RESPONSE', answer: '7' },
    ],
  });
  const calls = playerCalls(server);
  for (const [problem, text] of [
    [player.problems[0]!, '12'],
    [player.problems[1]!, '8'],
  ] as const) {
    const answered = await calls.create(player, problem.id, { text });
    if (answered.errors) throw new Error(`the answer was refused: ${JSON.stringify(answered.errors)}`);
  }

  // A class of the term the demo's catalog sells, paid by card.
  const [settings] = await db.select().from(academySettings).limit(1);
  const course = await createCourse(db, { code: 'BK5', title: 'Keeping Records', subject: 'M', startGrade: 5, endGrade: 9 });
  const classroom = await createClassroom(db, {
    courseId: course.id,
    code: 'BK5-A',
    title: 'BK5-A: Keeping Records',
    status: 'PUBLISHED',
    quarter: settings!.catalogQuarter,
    year: settings!.catalogYear,
    tuitionCents: 45_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 20,
  });
  const cart = await addToCart(server, family, classroom.id, family.ada.id);
  if (!cart.data) throw new Error(`the class was not added to the cart: ${JSON.stringify(cart.errors)}`);
  const paid = await payCart(server, family, chargeInput(cart.data.addToCart.invoiceId, { opaqueData: await cardToken(server) }));
  if (!paid.data?.chargeCreditCard.success) throw new Error(`the payment failed: ${JSON.stringify(paid.errors ?? paid.data)}`);
}

/**
 * Every row of every table of the app's schema and drizzle's migrations, as JSON text in UTC,
 * sorted: two databases hold the same rows when these are equal.
 */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = (await tx.execute(
      sql`select schemaname || '.' || tablename as "name", format('%I.%I', schemaname, tablename) as "quoted" from pg_tables
          where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations') order by 1`,
    )) as { rows: { name: string; quoted: string }[] };
    const all: Record<string, string[]> = {};
    for (const table of tables.rows) {
      const found = (await tx.execute(sql.raw(`select row_to_json(t)::text as "row" from ${table.quoted} t`))) as {
        rows: { row: string }[];
      };
      all[table.name] = found.rows.map(({ row }) => row).sort();
    }
    return all;
  });
}

/** The stored files' keys and the SHA-256 of their contents. */
export async function storedFiles(storage: Storage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const file of storage.list()) {
    const body = await storage.read(file.key);
    files[file.key] = createHash('sha256')
      .update(body ?? Buffer.alloc(0))
      .digest('hex');
  }
  return files;
}

/** Every sequence's position, by name. */
export async function sequencePositions(db: Db): Promise<Record<string, string>> {
  const names = (await db.execute(
    sql`select format('%I.%I', schemaname, sequencename) as "name" from pg_sequences where schemaname in ('public', 'drizzle') order by 1`,
  )) as { rows: { name: string }[] };
  const positions: Record<string, string> = {};
  for (const { name } of names.rows) {
    const found = (await db.execute(sql.raw(`select last_value::text || ' ' || is_called::text as "at" from ${name}`))) as {
      rows: { at: string }[];
    };
    positions[name] = found.rows[0]!.at;
  }
  return positions;
}

/** A copy of a backup with each entry's body changed by `change` (undefined keeps it as it was). */
export async function rewrittenBackup(from: string, to: string, change: (name: string, body: Buffer) => Buffer | undefined): Promise<void> {
  const writer = new ArchiveWriter(to);
  for await (const entry of readArchive(from)) {
    await writer.add(entry.name, change(entry.name, entry.body) ?? entry.body, entry.sha256 ?? undefined);
  }
  await writer.finish();
}
