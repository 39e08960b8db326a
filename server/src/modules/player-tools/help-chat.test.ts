import { messages } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpMessages, issues } from '../../db/schema/index.js';
import { createHint } from '../../db/seed/factories/content.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerFixture } from '../../test/player-kit.js';

/** The help and report chat (problem-set-player.md §4 Help chat flow). */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);

const HELP = 'issueId kind helpOrder messageText chatVideo chatImage chatText';
const ISSUE = 'issueId issueStatus description';

interface Help {
  issueId: number;
  kind: string;
  helpOrder: number;
  messageText: string;
  chatVideo: string | null;
  chatImage: string | null;
  chatText: string | null;
}

async function withHints(videoId: string | null = null, count = 2): Promise<PlayerFixture> {
  const f = await playerFixture(kit.t, {
    set: { videoId },
    problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '12' }, { problemType: 'FREE_FORM' }],
  });
  for (let order = 1; order <= count; order++)
    await createHint(kit.t.services.db, {
      problemId: f.problems[0]!.id,
      order,
      text: `Hint text ${order}`,
      imageUrl: order === 2 ? 'https://img/2.png' : null,
    });
  return f;
}

const requestHelp = (f: { token: string; submissionId: number }, problemId: number, progress = '') =>
  kit.t.gql<{ requestHelp: Help }>(
    `mutation ($s: Int!, $p: Int!, $text: String!) { requestHelp(submissionId: $s, problemId: $p, progress: $text) { ${HELP} } }`,
    { s: f.submissionId, p: problemId, text: progress },
    { token: f.token },
  );
const nextHint = (token: string, issueId: number) =>
  kit.t.gql<{ nextHint: Help }>(`mutation ($id: Int!) { nextHint(issueId: $id) { ${HELP} } }`, { id: issueId }, { token });
const rateHelp = (token: string, issueId: number, helpful: boolean) =>
  kit.t.gql<{ rateHelp: { issueId: number; issueStatus: string } }>(
    `mutation ($id: Int!, $h: Boolean!) { rateHelp(issueId: $id, helpful: $h) { ${ISSUE} } }`,
    { id: issueId, h: helpful },
    { token },
  );
const report = (f: { token: string; submissionId: number }, problemId: number, description: string) =>
  kit.t.gql<{ reportProblem: { issueId: number; issueStatus: string; description: string } }>(
    `mutation ($s: Int!, $p: Int!, $d: String!) { reportProblem(submissionId: $s, problemId: $p, description: $d) { ${ISSUE} } }`,
    { s: f.submissionId, p: problemId, d: description },
    { token: f.token },
  );

const hasOpenHelp = (f: { token: string; submissionId: number }, problemId: number) =>
  kit.t.gql<{ hasOpenHelpRequest: boolean }>(
    `query ($s: Int!, $p: Int!) { hasOpenHelpRequest(submissionId: $s, problemId: $p) }`,
    { s: f.submissionId, p: problemId },
    { token: f.token },
  );
const reply = (token: string, issueId: number, resolution: string) =>
  kit.t.gql(
    `mutation ($id: Int!, $r: String!) { replyToIssue(issueId: $id, resolution: $r) { __typename } }`,
    { id: issueId, r: resolution },
    { token },
  );

async function issueRow(id: number) {
  const [row] = await kit.t.services.db.select().from(issues).where(eq(issues.id, id));
  return row!;
}

describe('help requests', () => {
  it('with no progress creates an INITIATED NEED_HELP issue of the class and answers with hint 1', async () => {
    const f = await withHints();
    const result = await requestHelp(f, f.problems[0]!.id);
    expect(result.errors).toBeUndefined();
    const help = result.data!.requestHelp;
    expect(help).toMatchObject({ kind: 'HINT', helpOrder: 1, messageText: 'Hint text 1', chatText: 'Here is hint 1:' });
    expect(await issueRow(help.issueId)).toMatchObject({
      issueType: 'NEED_HELP',
      issueStatus: 'INITIATED',
      studentId: f.studentId,
      classroomId: f.classroomId,
      assignmentId: f.assignmentId,
      problemId: f.problems[0]!.id,
      description: messages.HELP_NO_PROGRESS,
      lapCode: '02-03-01',
      hintNumber: 1,
    });
  });

  it('with progress keeps what the student typed as the description and in the chat', async () => {
    const f = await withHints();
    const help = (await requestHelp(f, f.problems[0]!.id, '  I divided 24 by 2  ')).data!.requestHelp;
    expect((await issueRow(help.issueId)).description).toBe('I divided 24 by 2');
    const chat = await kit.t.services.db.select().from(helpMessages).where(eq(helpMessages.issueId, help.issueId));
    expect(chat.map((message) => [message.author, message.helpOrder])).toEqual([
      ['STUDENT', 0],
      ['ASSISTANT', 1],
    ]);
  });

  it('serves the hints in order, one at a time, then the lecture video once, then the promise of a hint', async () => {
    const f = await withHints('lecture-42');
    const first = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    const second = (await nextHint(f.token, first.issueId)).data!.nextHint;
    expect(second).toMatchObject({ kind: 'HINT', helpOrder: 2, messageText: 'Hint text 2', chatImage: 'https://img/2.png' });
    expect((await nextHint(f.token, first.issueId)).data!.nextHint).toMatchObject({ kind: 'VIDEO', chatVideo: 'lecture-42', helpOrder: 0 });
    const pending = (await nextHint(f.token, first.issueId)).data!.nextHint;
    expect(pending).toMatchObject({ kind: 'PENDING', messageText: 'Got it. We will send you a hint shortly.' });
    expect((await nextHint(f.token, first.issueId)).data!.nextHint.kind).toBe('PENDING');
    expect(await issueRow(first.issueId)).toMatchObject({ issueStatus: 'INITIATED', hintNumber: 2 });
  });

  it('without hints or video promises a hint and leaves the issue INITIATED', async () => {
    const f = await withHints(null, 0);
    const help = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    expect(help).toMatchObject({ kind: 'PENDING', messageText: messages.HELP_HINT_SHORTLY });
    expect((await issueRow(help.issueId)).issueStatus).toBe('INITIATED');
  });

  it('two presses at once serve two different hints', async () => {
    const f = await withHints(null, 3);
    const first = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    const both = await Promise.all([nextHint(f.token, first.issueId), nextHint(f.token, first.issueId)]);
    expect(both.map((result) => result.data!.nextHint.helpOrder).sort()).toEqual([2, 3]);
  });

  it('helpful resolves with the spec text; declining opens it again', async () => {
    const f = await withHints(null, 3);
    const first = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    expect((await rateHelp(f.token, first.issueId, true)).data!.rateHelp.issueStatus).toBe('RESOLVED');
    expect(await issueRow(first.issueId)).toMatchObject({ response: 'Resolved after studying hint', issueStatus: 'RESOLVED' });
    expect((await rateHelp(f.token, first.issueId, false)).data!.rateHelp.issueStatus).toBe('INITIATED');
    expect(await issueRow(first.issueId)).toMatchObject({ response: null, dateResolved: null });
    expect((await nextHint(f.token, first.issueId)).data!.nextHint).toMatchObject({ issueId: first.issueId, helpOrder: 2 });
  });

  it('asking again while the request is open is refused with the spec text, and changes nothing', async () => {
    const f = await withHints(null, 3);
    const first = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    expect((await hasOpenHelp(f, f.problems[0]!.id)).data!.hasOpenHelpRequest).toBe(true);
    expect((await hasOpenHelp(f, f.problems[1]!.id)).data!.hasOpenHelpRequest).toBe(false);
    const again = await requestHelp(f, f.problems[0]!.id, 'still stuck');
    expect(errorCode(again)).toBe('DUPLICATE_PROBLEM_ISSUE');
    expect(again.errors![0]!.message).toBe('Sorry! you already created an issue of this type for this problem!');
    expect(await issueRow(first.issueId)).toMatchObject({ description: messages.HELP_NO_PROGRESS, hintNumber: 1 });
    const chat = await kit.t.services.db.select().from(helpMessages).where(eq(helpMessages.issueId, first.issueId));
    expect(chat).toHaveLength(2);
    // Another problem of the set is another request.
    expect((await requestHelp(f, f.problems[1]!.id)).errors).toBeUndefined();
  });

  it('two requests at once make one issue; the other is told it is a duplicate', async () => {
    const f = await withHints();
    const both = await Promise.all([requestHelp(f, f.problems[0]!.id), requestHelp(f, f.problems[0]!.id)]);
    expect(both.map((result) => errorCode(result) ?? 'ok').sort()).toEqual(['DUPLICATE_PROBLEM_ISSUE', 'ok']);
    const rows = await kit.t.services.db
      .select()
      .from(issues)
      .where(and(eq(issues.studentId, f.studentId), eq(issues.issueType, 'NEED_HELP')));
    expect(rows).toHaveLength(1);
  });

  it('once the request is resolved, by the student or by staff, asking again starts a new one from hint 1', async () => {
    const f = await withHints(null, 3);
    const first = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    await rateHelp(f.token, first.issueId, true);
    expect((await hasOpenHelp(f, f.problems[0]!.id)).data!.hasOpenHelpRequest).toBe(false);
    const second = (await requestHelp(f, f.problems[0]!.id, 'stuck again')).data!.requestHelp;
    expect(second).toMatchObject({ kind: 'HINT', helpOrder: 1 });
    expect(second.issueId).not.toBe(first.issueId);
    expect(await issueRow(first.issueId)).toMatchObject({ issueStatus: 'RESOLVED', hintNumber: 1 });
    // The first one cannot be opened again beside the second.
    expect(errorCode(await rateHelp(f.token, first.issueId, false))).toBe('DUPLICATE_PROBLEM_ISSUE');
    expect(errorCode(await nextHint(f.token, first.issueId))).toBe('DUPLICATE_PROBLEM_ISSUE');
    expect(await issueRow(first.issueId)).toMatchObject({ issueStatus: 'RESOLVED', hintNumber: 1 });

    await reply(await f.staffToken(), second.issueId, 'Draw a picture of it.');
    const third = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    expect(third.issueId).not.toBe(second.issueId);
    const rows = await kit.t.services.db
      .select()
      .from(issues)
      .where(and(eq(issues.studentId, f.studentId), eq(issues.issueType, 'NEED_HELP')));
    expect(rows.map((row) => row.issueStatus).sort()).toEqual(['INITIATED', 'RESOLVED', 'RESOLVED']);
  });

  it('refuses staff, other students, problems of other sets and issues of others, changing nothing', async () => {
    const f = await withHints();
    const other = await withHints();
    expect(errorCode(await requestHelp(f, other.problems[0]!.id))).toBe('PROBLEM_NOT_IN_SET');
    expect(errorCode(await requestHelp({ token: other.token, submissionId: f.submissionId }, f.problems[0]!.id))).toBe('FORBIDDEN');
    const staff = await f.staffToken();
    expect(errorCode(await requestHelp({ token: staff, submissionId: f.submissionId }, f.problems[0]!.id))).toBe('FORBIDDEN');
    const mine = (await requestHelp(f, f.problems[0]!.id)).data!.requestHelp;
    expect(errorCode(await nextHint(other.token, mine.issueId))).toBe('ISSUE_NOT_YOURS');
    expect(errorCode(await rateHelp(other.token, mine.issueId, true))).toBe('ISSUE_NOT_YOURS');
    expect(errorCode(await nextHint(f.token, 0))).toBe('NOT_FOUND');
    expect((await requestHelp(f, f.problems[0]!.id, 'x'.repeat(5_001))).errors?.[0]?.message).toBe(
      'The message is too long: at most 5,000 characters.',
    );
    expect(errorCode(await hasOpenHelp({ token: other.token, submissionId: f.submissionId }, f.problems[0]!.id))).toBe('FORBIDDEN');
    expect(errorCode(await hasOpenHelp({ token: staff, submissionId: f.submissionId }, f.problems[0]!.id))).toBe('FORBIDDEN');
    expect(errorCode(await hasOpenHelp(f, other.problems[0]!.id))).toBe('PROBLEM_NOT_IN_SET');
    expect((await issueRow(mine.issueId)).hintNumber).toBe(1);
  });

  it('never shows hints in the player view', async () => {
    const f = await withHints();
    const view = await kit.t.gql(
      `query ($a: Int!, $s: Int!) { player(assignmentId: $a, submissionId: $s) { problems { questionText } } }`,
      {
        a: f.assignmentId,
        s: f.submissionId,
      },
      { token: f.token },
    );
    expect(JSON.stringify(view)).not.toContain('Hint text');
  });
});

describe('problem reports', () => {
  it('the first report creates the REPORT_PROBLEM issue; later reports append to it', async () => {
    const f = await withHints();
    const first = (await report(f, f.problems[1]!.id, 'The picture is missing')).data!.reportProblem;
    expect(first).toMatchObject({ issueStatus: 'INITIATED', description: 'The picture is missing' });
    const second = (await report(f, f.problems[1]!.id, 'And the answer box is too small')).data!.reportProblem;
    expect(second).toMatchObject({ issueId: first.issueId, description: 'The picture is missing\n\nAnd the answer box is too small' });
    const rows = await kit.t.services.db
      .select()
      .from(issues)
      .where(and(eq(issues.studentId, f.studentId), eq(issues.issueType, 'REPORT_PROBLEM')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lapCode: '02-03-02', classroomId: f.classroomId, isRead: true });
  });

  it('once staff have answered the report, the next report about the problem starts a new one', async () => {
    const f = await withHints();
    const first = (await report(f, f.problems[1]!.id, 'The picture is missing')).data!.reportProblem;
    expect(errorCode(await reply(await f.staffToken(), first.issueId, 'Fixed, thank you!'))).toBeUndefined();
    const second = (await report(f, f.problems[1]!.id, 'Now the text is cut off')).data!.reportProblem;
    expect(second).toMatchObject({ issueStatus: 'INITIATED', description: 'Now the text is cut off' });
    expect(second.issueId).not.toBe(first.issueId);
    expect(await issueRow(first.issueId)).toMatchObject({ issueStatus: 'RESOLVED', description: 'The picture is missing' });
  });

  it('reports sent at once make one issue holding both texts', async () => {
    const f = await withHints();
    await Promise.all([report(f, f.problems[0]!.id, 'one'), report(f, f.problems[0]!.id, 'two')]);
    const rows = await kit.t.services.db
      .select()
      .from(issues)
      .where(and(eq(issues.studentId, f.studentId), eq(issues.issueType, 'REPORT_PROBLEM')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.description.split('\n\n').sort()).toEqual(['one', 'two']);
  });

  it('an empty or too long report is refused and creates nothing', async () => {
    const f = await withHints();
    expect(errorCode(await report(f, f.problems[0]!.id, '   '))).toBe('HELP_TEXT_REQUIRED');
    expect((await report(f, f.problems[0]!.id, 'x'.repeat(5_001))).errors?.[0]?.message).toBe(
      'The report is too long: at most 5,000 characters.',
    );
    expect(await kit.t.services.db.select().from(issues).where(eq(issues.studentId, f.studentId))).toHaveLength(0);
  });

  it('reports and help requests reach the staff inbox of the class', async () => {
    const f = await withHints();
    await report(f, f.problems[0]!.id, 'Typo in the question');
    await requestHelp(f, f.problems[0]!.id);
    const staff = await f.staffToken();
    const inbox = await kit.t.gql<{ staffInbox: { items: { issueType: string; description: string }[] } }>(
      `query ($c: Int) { staffInbox(classroomId: $c) { items { issueType description } } }`,
      { c: f.classroomId },
      { token: staff },
    );
    expect(inbox.data!.staffInbox.items.map((item) => item.issueType).sort()).toEqual(['NEED_HELP', 'REPORT_PROBLEM']);
  });
});
