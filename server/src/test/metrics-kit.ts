/** Reading the Prometheus text format in tests. */

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:\\\\.|[^"\\\\])*"';
// Prometheus reads NaN in any case (Go's ParseFloat); prom-client writes "Nan".
const VALUE = '(?:[-+]?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?|[Nn][Aa][Nn]|[-+]Inf)';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`);
const COMMENT = new RegExp(`^# (?:HELP ${NAME} .*|TYPE ${NAME} (?:counter|gauge|histogram|summary|untyped))$`);

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample of an exposition; throws on a line that is neither a sample, a HELP or TYPE line, nor blank. */
export function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || COMMENT.test(line)) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a line of the Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:\\.|[^"\\])*)"/g)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels` (0 when there is none). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The values one label takes among the samples of `name`. */
export function labelValues(samples: Sample[], name: string, label: string): Set<string> {
  return new Set(samples.filter((sample) => sample.name === name && label in sample.labels).map((sample) => sample.labels[label]!));
}
