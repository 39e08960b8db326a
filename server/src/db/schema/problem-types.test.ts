import { PROBLEM_TYPES } from '@solve/core';
import { describe, expect, it } from 'vitest';
import { problemTypeEnum } from './content.js';

describe('problem types', () => {
  it('are the same list in the database enum and in core answer checking', () => {
    expect([...problemTypeEnum.enumValues]).toEqual([...PROBLEM_TYPES]);
  });
});
