// What the hardening benchmark prints: aligned tables, outcomes counted by kind, the server's
// memory and the verdicts.
import { readFileSync } from 'node:fs';
import { percentile } from '../dashboard/load.mjs';
import { GraphqlRequestError } from '../lib/graphql-client.mjs';

/** Prints rows under a header with aligned columns: text columns (by index in `left`) to the left, figures to the right. */
export function printTable(header: string[], rows: string[][], left: number[] = [0]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (left.includes(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

/**
 * What came of each request of each variant of a part, with its time: 'accepted', 'refused CODE',
 * 'closed 1009', 'failed: …'. Requests are counted, never thrown.
 */
export class Tally {
  private readonly variants = new Map<string, { outcomes: Map<string, number>; latencies: number[] }>();

  /** Lists the variants in this order, even those that never ran. */
  constructor(names: readonly string[]) {
    for (const name of names) this.variants.set(name, { outcomes: new Map(), latencies: [] });
  }

  record(variant: string, outcome: string, latencyMs: number): void {
    const entry = this.variants.get(variant) ?? { outcomes: new Map<string, number>(), latencies: [] };
    this.variants.set(variant, entry);
    entry.outcomes.set(outcome, (entry.outcomes.get(outcome) ?? 0) + 1);
    entry.latencies.push(latencyMs);
  }

  /** How many requests of `variant` came to `outcome`, and of how many. */
  count(variant: string, outcome: string): { matching: number; total: number } {
    const entry = this.variants.get(variant);
    return { matching: entry?.outcomes.get(outcome) ?? 0, total: entry?.latencies.length ?? 0 };
  }

  /** Every request of `variant` came to one of `outcomes` (and there was at least one). */
  all(variant: string, ...outcomes: string[]): boolean {
    const entry = this.variants.get(variant);
    if (!entry || entry.latencies.length === 0) return false;
    return [...entry.outcomes.keys()].every((outcome) => outcomes.includes(outcome));
  }

  print(seconds: number): void {
    const rows = [...this.variants].map(([name, { outcomes, latencies }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const listed = [...outcomes].sort((a, b) => b[1] - a[1]).map(([outcome, count]) => `${outcome} ${count}`);
      return [
        name,
        String(sorted.length),
        (sorted.length / seconds).toFixed(1),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 99)),
        ms(sorted.at(-1) ?? NaN),
        listed.join(', ') || '-',
      ];
    });
    printTable(['variant', 'requests', 'per s', 'p50 ms', 'p99 ms', 'max ms', 'outcomes'], rows, [0, 6]);
  }
}

/** Runs `work` and times it; a refusal is an outcome too ('refused CODE'), any other failure is 'failed: …'. */
export async function timedOutcome(work: () => Promise<string>): Promise<{ outcome: string; ms: number }> {
  const started = performance.now();
  let outcome: string;
  try {
    outcome = await work();
  } catch (error) {
    outcome = failureOf(error);
  }
  return { outcome, ms: performance.now() - started };
}

/** A request's failure as an outcome: the server's refusal by its code, anything else by its first words. */
export function failureOf(error: unknown): string {
  if (error instanceof GraphqlRequestError && error.code) return `refused ${error.code}`;
  const message = error instanceof Error ? error.message : String(error);
  return `failed: ${message.length > 60 ? `${message.slice(0, 57)}...` : message}`;
}

export interface Memory {
  /** VmRSS: resident memory now, in MB. */
  rssMb: number;
  /** VmHWM: the most resident memory so far, in MB. */
  peakMb: number;
}

/** The resident memory of process `pid` from /proc (Linux); NaN elsewhere or once it has ended. */
export function memoryOf(pid: number | undefined): Memory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** One line of the final verdicts. */
export interface Verdict {
  target: string;
  met: boolean;
  detail: string;
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  for (const { target, met, detail } of verdicts) console.log(`${met ? 'met    ' : 'NOT met'}  ${target}: ${detail}`);
}
