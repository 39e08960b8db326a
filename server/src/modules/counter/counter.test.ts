import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createClassroom, createCourse, createLesson, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createProblem, createProblemSet } from '../../db/seed/factories/content.js';
import { createAssignment, createProblemResponse, createSubmission } from '../../db/seed/factories/learning.js';
import { createStudent } from '../../db/seed/factories/people.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { openSecondInstance, type SecondInstance } from '../../test/second-instance.js';
import { countProblemResponses, type ProblemResponseCountChange, publishProblemResponseCount } from './counter.service.js';

const SUBSCRIPTION = `subscription { onProblemResponseCountChanged { reason newCount } }`;

let server: TestServer;
let second: SecondInstance;
let client: Client;
let port = 0;
const fixture = { submissionId: 0, problemIds: [] as number[] };

beforeAll(async () => {
  server = await startTestServer();
  second = await openSecondInstance(server);
  const db = server.services.db;
  const student = await createStudent(db, { username: 'ada1', passwordHash: 'x' });
  const course = await createCourse(db);
  const classroom = await createClassroom(db, { courseId: course.id });
  const plan = await createLessonPlan(db, { courseId: course.id, order: 1 });
  const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
  const set = await createProblemSet(db);
  for (const order of [1, 2, 3]) fixture.problemIds.push((await createProblem(db, { problemSetId: set.id, order })).id);
  const assignment = await createAssignment(db, { lessonId: lesson.id, problemSetId: set.id });
  fixture.submissionId = (await createSubmission(db, { assignmentId: assignment.id, studentId: student.id })).id;
  port = await server.app.listen(0, '127.0.0.1');
  client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
});

afterAll(async () => {
  await client?.dispose();
  await second?.close();
  await server?.close();
});

/** A response saved and announced by instance B, as a response mutation there would do after commit. */
async function answerOnB(problemIndex: number) {
  await createProblemResponse(second.services.db, { submissionId: fixture.submissionId, problemId: fixture.problemIds[problemIndex]! });
  return publishProblemResponseCount(second.services, 'RESPONSE_CREATED');
}

describe('problems solved counter', () => {
  it('counts problem responses', async () => {
    expect((await server.gql(`{ countProblemResponses }`)).data).toEqual({ countProblemResponses: 0 });
  });

  it('runs as two instances on PostgreSQL (one process with two service sets on PGlite)', () => {
    expect(second.separate).toBe(server.database.kind === 'postgres');
    expect(second.services).not.toBe(server.services);
  });

  it('a subscriber on instance A sees the new count published through instance B', async () => {
    const seen: ProblemResponseCountChange[] = [];
    const failures: unknown[] = [];
    const stop = client.subscribe<{ onProblemResponseCountChanged: ProblemResponseCountChange }>(
      { query: SUBSCRIPTION },
      {
        next: (result) => {
          if (result.data) seen.push(result.data.onProblemResponseCountChanged);
          if (result.errors) failures.push(result.errors);
        },
        error: (error) => failures.push(error),
        complete: () => undefined,
      },
    );
    try {
      // LISTEN starts when A's iterator is first read: repeat the announcement until A hears it.
      await answerOnB(0);
      await vi.waitFor(
        async () => {
          if (seen.length === 0) await publishProblemResponseCount(second.services, 'RESPONSE_CREATED');
          expect(seen.length).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 200 },
      );
      expect(seen[0]).toEqual({ reason: 'RESPONSE_CREATED', newCount: 1 });

      // Now listening: the next response on B reaches A once, with the new total. A repeated
      // announcement of the first count may still be in flight; it carries the old total.
      seen.length = 0;
      await answerOnB(1);
      const newTotal = () => seen.filter((change) => change.newCount !== 1);
      await vi.waitFor(() => expect(newTotal()).toEqual([{ reason: 'RESPONSE_CREATED', newCount: 2 }]), { timeout: 5000 });
      expect(seen.every((change) => change.newCount === 1 || change.newCount === 2)).toBe(true);
      expect(failures).toEqual([]);
      expect((await server.gql(`{ countProblemResponses }`)).data).toEqual({ countProblemResponses: 2 });
    } finally {
      stop();
    }
  });

  it('instance B counts the same responses (over HTTP too when it is a separate server)', async () => {
    expect(await countProblemResponses(second.services.db)).toBe(2);
    if (second.app) {
      const response = await second.app.graphql.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ countProblemResponses }' }),
      });
      expect(await response.json()).toEqual({ data: { countProblemResponses: 2 } });
    }
  });
});
