import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone.js';

describe('phone numbers as typed', () => {
  it.each([
    // North American numbers: stored as they always were
    ['(408) 555-0142', '+14085550142'],
    ['408-555-0142', '+14085550142'],
    ['408.555.0142', '+14085550142'],
    ['4085550142', '+14085550142'],
    ['1 408 555 0142', '+14085550142'],
    ['+1 (408) 555-0142', '+14085550142'],
    ['+14085550142', '+14085550142'],
    ['  +14085550142  ', '+14085550142'],
    ['(555) 010-0001', '+15550100001'],
    // other countries, typed with + and the country code
    ['+44 20 7946 0958', '+442079460958'],
    ['+33 1 42 68 53 00', '+33142685300'],
    ['+81 3-1234-5678', '+81312345678'],
    ['+61 2 9374 4000', '+61293744000'],
    ['+49 30 123456', '+4930123456'],
    // not phone numbers
    ['', null],
    ['phone', null],
    ['12345', null],
    ['408555014', null],
    ['24085550142', null],
    ['+1408555014', null],
    ['+140855501420', null],
    ['+1234567', null],
    ['+4420794609', null],
    ['+999 1234 5678', null],
    ['442079460958', null],
  ])('%j is stored as %j', (typed, stored) => expect(normalizePhone(typed)).toBe(stored));

  it.each([
    ['+14085550142', '(408) 555-0142'],
    ['+15550100001', '(555) 010-0001'],
    ['+442079460958', '+442079460958'],
    ['+1408555012', '+1408555012'],
  ])('%s reads %s', (stored, shown) => expect(formatPhone(stored)).toBe(shown));
});
