import { describe, expect, it } from 'vitest';
import { readThreshold } from './threshold';

describe("a parent's low-grade threshold", () => {
  it('takes a whole percent from 0 to 100, with or without the sign', () => {
    expect(['0', '70', ' 100 ', '65%', '65 %'].map(readThreshold)).toEqual([
      { percent: 0 },
      { percent: 70 },
      { percent: 100 },
      { percent: 65 },
      { percent: 65 },
    ]);
  });

  it('says in plain words what is wrong', () => {
    expect(readThreshold('')).toEqual({ problem: 'Enter a percent from 0 to 100.' });
    expect(readThreshold('101')).toEqual({ problem: 'Enter a percent from 0 to 100.' });
    expect(readThreshold('-5')).toEqual({ problem: 'Enter a percent from 0 to 100.' });
    expect(readThreshold('seventy')).toEqual({ problem: 'Enter a number, such as 70.' });
    expect(readThreshold('1e2')).toEqual({ problem: 'Enter a number, such as 70.' });
    expect(readThreshold('72.5')).toEqual({ problem: 'Enter a whole percent, without decimals.' });
  });
});
