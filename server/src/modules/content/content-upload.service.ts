import type { Db } from '../../db/client.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { type ContentDocument, ContentError } from './content-format.js';
import { importContent, type ImportSummary } from './content-import.service.js';
import { CONTENT_UPLOAD_MAX_BYTES, nestingProblem } from './content-limits.js';
import { readContentSource } from './content-read.js';
import { jsonPathLines } from './json-path-lines.js';

/**
 * A content file uploaded from the back office: the same reading, checks and one-transaction
 * import as `npm run import`. The check runs the whole import and rolls it back, so it also finds
 * what only the database can say (a lesson plan that does not exist, a removed problem students
 * answered) and counts what would be created and updated.
 */

export interface ContentReportProblem {
  /** Where in the file: problemSets[2].problems[4].answer ('' for the file as a whole). */
  path: string;
  /** The line of that place (of the nearest enclosing one present in the file); null when the file is not JSON. */
  line: number | null;
  message: string;
}

export interface ContentReport {
  fileName: string;
  imported: boolean;
  problems: ContentReportProblem[];
  /** What the import does (or did): null when the file has problems. */
  summary: ImportSummary | null;
  courseCodes: string[];
  problemSetCodes: string[];
}

/** Undoes a check's transaction once it has counted what the import would do. */
class DryRunDone extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

/** At most this many codes of each kind are kept in the report and the audit record. */
const CODES_SHOWN = 200;

function report(fileName: string, document: ContentDocument | null, summary: ImportSummary | null, imported: boolean): ContentReport {
  return {
    fileName,
    imported,
    problems: [],
    summary,
    courseCodes: document?.courses.slice(0, CODES_SHOWN).map((course) => course.code) ?? [],
    problemSetCodes: document?.problemSets.slice(0, CODES_SHOWN).map((set) => set.code) ?? [],
  };
}

/** `read`: the file was read without problems (these come from the import). */
function problemsReport(fileName: string, source: string, error: ContentError, read: boolean): ContentReport {
  // A problem found in the raw text carries its own line; the others are placed by walking the text.
  const placed = error.problems.some((problem) => problem.line === undefined) && (read || walkable(source));
  const lines = placed
    ? jsonPathLines(
        source,
        error.problems.map((problem) => problem.path),
      )
    : null;
  return {
    ...report(fileName, null, null, false),
    problems: error.problems.map(({ path, message, line }) => ({
      path,
      message,
      line: line !== undefined ? line : (lines?.get(path) ?? null),
    })),
  };
}

/** jsonPathLines recurses once per level: it walks only JSON text within the depth limit. */
function walkable(source: string): boolean {
  if (nestingProblem(source) !== null) return false;
  try {
    JSON.parse(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a content file (`dryRun`) or imports it. Nothing is written unless the whole file is
 * right; an import is recorded in the audit log with what it changed.
 */
export async function uploadContent(
  db: Db,
  viewer: EmployeeViewer,
  input: { fileName: string; source: string; dryRun: boolean },
  now: Date,
): Promise<ContentReport> {
  const fileName = input.fileName.trim().slice(0, 200) || 'content.json';
  let document: ContentDocument;
  try {
    document = readContentSource(input.source, { maxBytes: CONTENT_UPLOAD_MAX_BYTES });
  } catch (error) {
    if (error instanceof ContentError) return problemsReport(fileName, input.source, error, false);
    throw error;
  }
  try {
    const summary = await db.transaction(async (tx) => {
      const { summary: done } = await importContent(tx, document, now);
      if (input.dryRun) throw new DryRunDone(done);
      await recordAudit(tx, viewer, {
        action: 'content.import',
        entityType: 'content',
        entityId: fileName,
        after: { fileName, summary: done, ...codesOf(document) },
      });
      return done;
    });
    return report(fileName, document, summary, true);
  } catch (error) {
    if (error instanceof DryRunDone) return report(fileName, document, error.summary, false);
    if (error instanceof ContentError) return problemsReport(fileName, input.source, error, true);
    throw error;
  }
}

const codesOf = (document: ContentDocument) => ({
  courses: document.courses.slice(0, CODES_SHOWN).map((course) => course.code),
  problemSets: document.problemSets.slice(0, CODES_SHOWN).map((set) => set.code),
});
