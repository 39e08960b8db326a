import { formatMessage, messages } from '@solve/core/messages';
import { describe, expect, it } from 'vitest';
import { checkPaymentForm } from './paymentForm';

const TODAY = '2026-03-10';
const goodCard = { number: '4111 1111 1111 1111', expiry: '04/29', cvv: '123', name: 'Ana Diaz' };
const goodBilling = {
  firstName: 'Ana',
  lastName: 'Diaz',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'USA',
};
const form = (overrides: Partial<Parameters<typeof checkPaymentForm>[0]> = {}) => ({
  card: goodCard,
  billing: goodBilling,
  agreed: true,
  chargesNewCard: true,
  ...overrides,
});

describe('checkPaymentForm', () => {
  it('lets a complete form through', () => {
    expect(checkPaymentForm(form(), TODAY)).toEqual({ errors: {}, problem: null, onlyLegal: false });
  });

  it('checks the new card with the card rules, only when a new card is charged', () => {
    const badCard = { number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', name: ' ' };
    expect(checkPaymentForm(form({ card: badCard }), TODAY)).toEqual({
      errors: {
        number: messages.INVALID_CARD_NUMBER,
        expiry: messages.INVALID_DATE,
        cvv: messages.INVALID_CODE,
        name: messages.INVALID_INPUT,
      },
      problem: messages.INVALID_INPUT,
      onlyLegal: false,
    });
    // A saved card, or credits that cover the total: the card fields are not asked for.
    expect(checkPaymentForm(form({ card: badCard, chargesNewCard: false }), TODAY).problem).toBeNull();
  });

  it('needs every billing field, blanks counting as missing', () => {
    const checked = checkPaymentForm(form({ billing: { ...goodBilling, city: '  ', zip: '' } }), TODAY);
    expect(checked.errors).toEqual({ city: messages.INVALID_INPUT, zip: messages.INVALID_INPUT });
    expect(checked.problem).toBe(messages.INVALID_INPUT);
  });

  it('names the first value too long with its limit, under the field and in the message', () => {
    const long = formatMessage('FIELD_TOO_LONG', { field: 'City', max: '40' });
    const checked = checkPaymentForm(
      form({ billing: { ...goodBilling, firstName: '', city: 'x'.repeat(41), country: 'y'.repeat(61) } }),
      TODAY,
    );
    expect(checked.errors.city).toBe(long);
    expect(checked.errors.country).toBe(formatMessage('FIELD_TOO_LONG', { field: 'Country', max: '60' }));
    expect(checked.errors.firstName).toBe(messages.INVALID_INPUT);
    expect(checked.problem).toBe(long);
  });

  it('reads the limit on the trimmed value', () => {
    expect(checkPaymentForm(form({ billing: { ...goodBilling, city: ` ${'x'.repeat(40)} ` } }), TODAY).errors).toEqual({});
  });

  it('asks for the legal tick box by its own text when that is all that is missing', () => {
    expect(checkPaymentForm(form({ agreed: false }), TODAY)).toEqual({
      errors: { legal: messages.LEGAL_AGREEMENT_REQUIRED },
      problem: messages.LEGAL_AGREEMENT_REQUIRED,
      onlyLegal: true,
    });
  });

  it('says the fields are invalid when the tick box is missing along with others', () => {
    const checked = checkPaymentForm(form({ agreed: false, billing: { ...goodBilling, zip: '' } }), TODAY);
    expect(checked.errors.legal).toBe(messages.LEGAL_AGREEMENT_REQUIRED);
    expect(checked.problem).toBe(messages.INVALID_INPUT);
    expect(checked.onlyLegal).toBe(false);
  });
});
