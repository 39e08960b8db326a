import { describe, expect, it } from 'vitest';
import { dayCountOf, formValuesOf, profileInputOf, type StudentFormValues, withDayInMonth } from './studentForm';

const TODAY = new Date('2026-03-10T12:00:00Z');

const values = (overrides: Partial<StudentFormValues> = {}): StudentFormValues => ({
  school: 'Lincoln Middle',
  grade: '7',
  day: '',
  month: '',
  year: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'USA',
  ...overrides,
});

describe('formValuesOf', () => {
  it('fills the form from the stored student, the birth date split into its selects', () => {
    expect(
      formValuesOf({
        school: 'Lincoln Middle',
        grade: 7,
        birthdate: '2013-04-09',
        location: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'Canada' },
      }),
    ).toEqual(
      values({ day: '9', month: '4', year: '2013', street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'Canada' }),
    );
  });

  it('leaves what is not stored empty, the country USA', () => {
    expect(formValuesOf({ school: 'Lincoln Middle', grade: 0, birthdate: null, location: null })).toEqual(values({ grade: '0' }));
    expect(formValuesOf({ school: 'x', grade: 3, location: { street: '', city: '', state: '', zip: '', country: '' } }).country).toBe(
      'USA',
    );
  });
});

describe('profileInputOf', () => {
  it('gives the input with the birth date from its three selects', () => {
    const checked = profileInputOf(values({ day: '9', month: '4', year: '2013', state: 'TX', zip: '78701' }), TODAY);
    expect(checked).toEqual({ ok: true, input: expect.objectContaining({ grade: 7, birthdate: '2013-04-09', state: 'TX' }) });
  });

  it('sends no birth date when none is chosen', () => {
    const checked = profileInputOf(values(), TODAY);
    expect(checked.ok && checked.input.birthdate).toBeNull();
  });

  it('refuses a birth date with only some of its selects chosen', () => {
    expect(profileInputOf(values({ day: '9' }), TODAY)).toEqual({ ok: false, code: 'INVALID_BIRTHDATE' });
    expect(profileInputOf(values({ day: '9', month: '4' }), TODAY)).toEqual({ ok: false, code: 'INVALID_BIRTHDATE' });
  });

  it('refuses a day the month does not have, and a birth date in the future', () => {
    expect(profileInputOf(values({ day: '31', month: '2', year: '2013' }), TODAY)).toEqual({ ok: false, code: 'INVALID_BIRTHDATE' });
    expect(profileInputOf(values({ day: '1', month: '1', year: '2030' }), TODAY)).toEqual({ ok: false, code: 'INVALID_BIRTHDATE' });
  });

  it('refuses a grade not chosen, before anything else', () => {
    expect(profileInputOf(values({ grade: '', zip: 'abc' }), TODAY)).toEqual({ ok: false, code: 'INVALID_GRADE' });
  });

  it('applies the server’s checks of state and zip', () => {
    expect(profileInputOf(values({ state: 'ZZ' }), TODAY)).toEqual({ ok: false, code: 'INVALID_STATE' });
    expect(profileInputOf(values({ zip: '12' }), TODAY)).toEqual({ ok: false, code: 'INVALID_ZIP' });
  });
});

describe('dayCountOf', () => {
  it('offers 31 days until both month and year are chosen', () => {
    expect(dayCountOf(values())).toBe(31);
    expect(dayCountOf(values({ month: '2' }))).toBe(31);
    expect(dayCountOf(values({ year: '2015' }))).toBe(31);
  });

  it("offers the chosen month's days, 29 in a leap February", () => {
    expect(dayCountOf(values({ month: '2', year: '2016' }))).toBe(29);
    expect(dayCountOf(values({ month: '2', year: '2015' }))).toBe(28);
    expect(dayCountOf(values({ month: '4', year: '2015' }))).toBe(30);
  });
});

describe('withDayInMonth', () => {
  it('clears a day the chosen month does not have', () => {
    expect(withDayInMonth(values({ day: '31', month: '2', year: '2016' }))).toEqual(values({ day: '', month: '2', year: '2016' }));
    expect(withDayInMonth(values({ day: '29', month: '2', year: '2015' })).day).toBe('');
  });

  it('keeps a day the month has, and a day chosen before the month', () => {
    expect(withDayInMonth(values({ day: '29', month: '2', year: '2016' })).day).toBe('29');
    expect(withDayInMonth(values({ day: '31', month: '2' })).day).toBe('31');
    expect(withDayInMonth(values({ day: '', month: '2', year: '2015' })).day).toBe('');
  });
});
