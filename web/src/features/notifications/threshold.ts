/** A typed low-grade threshold: the whole percent, or what to tell the parent. */
export type ThresholdInput = { percent: number } | { problem: string };

/** Reads what a parent typed as their low-grade threshold ("65", "65 %"): a whole percent from 0 to 100. */
export function readThreshold(typed: string): ThresholdInput {
  const text = typed.trim().replace(/\s*%$/, '');
  if (text === '') return { problem: 'Enter a percent from 0 to 100.' };
  if (!/^-?\d+([.,]\d*)?$/.test(text)) return { problem: 'Enter a number, such as 70.' };
  if (!/^-?\d+$/.test(text)) return { problem: 'Enter a whole percent, without decimals.' };
  const percent = Number(text);
  if (percent < 0 || percent > 100) return { problem: 'Enter a percent from 0 to 100.' };
  return { percent };
}
