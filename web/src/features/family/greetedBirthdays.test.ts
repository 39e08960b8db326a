import { describe, expect, it } from 'vitest';
import { alreadyGreeted, joinedNames, rememberGreeted } from './greetedBirthdays';

describe('the birthday greeting, once a day', () => {
  it('has greeted nobody on a new device', () => {
    expect(alreadyGreeted('2026-03-10', [4])).toBe(false);
  });

  it('has greeted the students remembered that academy day, and them only', () => {
    rememberGreeted('2026-03-10', [4, 5]);
    expect(alreadyGreeted('2026-03-10', [4])).toBe(true);
    expect(alreadyGreeted('2026-03-10', [5, 4])).toBe(true);
    expect(alreadyGreeted('2026-03-10', [4, 6])).toBe(false);
    expect(alreadyGreeted('2026-03-11', [4])).toBe(false);
  });

  it('reads a damaged record as nobody greeted', () => {
    localStorage.setItem('birthdayGreeted', '{"date":');
    expect(alreadyGreeted('2026-03-10', [4])).toBe(false);
  });
});

describe('joinedNames', () => {
  it('names one, two or more students as people write them', () => {
    expect(joinedNames([])).toBe('');
    expect(joinedNames([{ firstName: 'Ana' }])).toBe('Ana');
    expect(joinedNames([{ firstName: 'Ana' }, { firstName: 'Max' }])).toBe('Ana and Max');
    expect(joinedNames([{ firstName: 'Ana' }, { firstName: 'Max' }, { firstName: 'Mia' }])).toBe('Ana, Max and Mia');
  });
});
