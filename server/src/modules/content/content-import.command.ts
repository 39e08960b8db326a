import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Services } from '../../services.js';
import { ContentError } from './content-format.js';
import { importContent, type ImportSummary } from './content-import.service.js';
import { readContentSource } from './content-read.js';

export const importUsage = 'import <file.json> [--dry-run]';

function describe(summary: ImportSummary): string[] {
  const pair = (name: string, { created, updated }: { created: number; updated: number }) => `${name}: ${created} new, ${updated} updated`;
  const { removed } = summary;
  return [
    pair('courses', summary.courses),
    pair('lesson plans', summary.lessonPlans),
    pair('problem sets', summary.problemSets),
    `problems: ${summary.problems}, choices: ${summary.choices}, hints: ${summary.hints}`,
    `removed (no longer in the file): ${removed.problems} problems, ${removed.choices} choices, ${removed.hints} hints`,
  ];
}

/**
 * `solve import FILE`: loads a content file (docs/content-format.md) in one transaction. A file
 * with any problem changes nothing; each problem is printed with its place in the file.
 * `--dry-run` reads and checks the file without writing.
 */
export async function importCommand(services: Services, argv: string[], out: (line: string) => void): Promise<number> {
  let parsed: { values: { 'dry-run'?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch {
    out(`usage: ${importUsage}`);
    return 2;
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) {
    out(`usage: ${importUsage}`);
    return 2;
  }
  const name = path.basename(file);
  try {
    const source = await readFile(path.resolve(file), 'utf8');
    const document = readContentSource(source);
    if (parsed.values['dry-run']) {
      out(`${name} is valid: ${document.courses.length} courses, ${document.problemSets.length} problem sets (nothing imported)`);
      return 0;
    }
    const { summary } = await importContent(services.db, document, services.now());
    out(`imported ${name}`);
    for (const line of describe(summary)) out(`  ${line}`);
    return 0;
  } catch (error) {
    if (error instanceof ContentError) {
      out(`${name}: nothing was imported`);
      for (const { path: place, message, line } of error.problems) {
        const where = place !== '' ? `${place}: ` : typeof line === 'number' ? `line ${line}: ` : '';
        out(`  ${where}${message}`);
      }
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      out(`${file}: no such file`);
      return 1;
    }
    throw error;
  }
}
