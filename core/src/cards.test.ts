import { describe, expect, it } from 'vitest';
import { cardBrand, cardErrors, cvvValid, expiryValid, guessCardBrand, luhnValid, maskedCard } from './cards.js';

describe('card brand and Luhn', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['4111 1111 1111 1111', 'VISA'],
    ['5424000000000015', 'MASTERCARD'],
    ['2223000048400011', 'MASTERCARD'],
    ['370000000000002', 'AMEX'],
    ['6011000000000012', 'DISCOVER'],
    ['3088000000000017', 'JCB'],
    ['3528000000000007', 'JCB'],
    ['38000000000006', 'DINERS'],
    ['1234567890123456', null],
    ['41111111111111x1', null],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('guesses the brand from the first digits', () => {
    expect(guessCardBrand('4')).toBe('VISA');
    expect(guessCardBrand('37')).toBe('AMEX');
    expect(guessCardBrand('9')).toBeNull();
  });

  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['370000000000002', true],
    ['38000000000006', true],
    ['411', false],
  ])('Luhn %s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('expiry and CVV', () => {
  it.each([
    ['12/26', '2026-11-25', true],
    ['11/26', '2026-11-25', true],
    ['10/26', '2026-11-25', false],
    ['01/27', '2026-11-25', true],
    ['13/27', '2026-11-25', false],
    ['1/27', '2026-11-25', false],
    ['12/2027', '2026-11-25', false],
  ])('%s on %s → %s', (expiry, today, valid) => {
    expect(expiryValid(expiry, today)).toBe(valid);
  });

  it('Amex takes 4 digits, the others 3', () => {
    expect(cvvValid('1234', 'AMEX')).toBe(true);
    expect(cvvValid('123', 'AMEX')).toBe(false);
    expect(cvvValid('123', 'VISA')).toBe(true);
    expect(cvvValid('1234', 'VISA')).toBe(false);
    expect(cvvValid('12a', 'VISA')).toBe(false);
  });
});

describe('card form errors', () => {
  const good = { number: '4111111111111111', expiry: '12/30', cvv: '123', name: 'Pat Doe' };
  const today = '2026-11-25';

  it('a good card has none', () => {
    expect(cardErrors(good, today)).toEqual({});
  });

  it.each([
    [{ number: '' }, { number: 'INVALID_INPUT' }],
    [{ number: '4111111111111112' }, { number: 'INVALID_CARD_NUMBER' }],
    [{ number: '9999999999999995' }, { number: 'INVALID_CARD_NUMBER' }],
    [{ expiry: '01/20' }, { expiry: 'INVALID_DATE' }],
    [{ expiry: '' }, { expiry: 'INVALID_INPUT' }],
    [{ cvv: '12' }, { cvv: 'INVALID_CODE' }],
    [{ number: '370000000000002', cvv: '123' }, { cvv: 'INVALID_CODE' }],
    [{ name: '  ' }, { name: 'INVALID_INPUT' }],
  ])('%o → %o', (change, errors) => {
    expect(cardErrors({ ...good, ...change }, today)).toEqual(errors);
  });

  it('masks a card as brand and last four', () => {
    expect(maskedCard('AMEX', '0002')).toBe('American Express •••• 0002');
  });
});
