import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NEW_STUDENT_DISCOUNT_CENTS,
  newStudentOfferDescription,
  newStudentOffers,
  type OrderClassLine,
  paidForClass,
} from './promotions.js';

const line = (id: number, studentId: number, classroomId: number, priceCents: number): OrderClassLine => ({
  id,
  studentId,
  classroomId,
  priceCents,
});
const everyoneNew = () => true;

describe('new-student discount (§9: new students save $100)', () => {
  it.each([
    { case: 'one class', lines: [line(1, 7, 100, 45_000)], offers: [{ studentId: 7, classroomId: 100, cents: 10_000 }] },
    {
      case: 'the dearest of two classes',
      lines: [line(1, 7, 100, 30_000), line(2, 7, 101, 45_000)],
      offers: [{ studentId: 7, classroomId: 101, cents: 10_000 }],
    },
    {
      case: 'the earlier line of two at the same price',
      lines: [line(5, 7, 100, 30_000), line(3, 7, 101, 30_000)],
      offers: [{ studentId: 7, classroomId: 101, cents: 10_000 }],
    },
    {
      case: 'a class cheaper than the discount: its price',
      lines: [line(1, 7, 100, 6_000)],
      offers: [{ studentId: 7, classroomId: 100, cents: 6_000 }],
    },
    { case: 'exactly the discount', lines: [line(1, 7, 100, 10_000)], offers: [{ studentId: 7, classroomId: 100, cents: 10_000 }] },
    { case: 'a free class earns nothing', lines: [line(1, 7, 100, 0)], offers: [] },
    {
      case: 'a free class and a paid one: the paid one',
      lines: [line(1, 7, 100, 0), line(2, 7, 101, 20_000)],
      offers: [{ studentId: 7, classroomId: 101, cents: 10_000 }],
    },
    {
      case: 'two new students: one discount each',
      lines: [line(1, 8, 100, 45_000), line(2, 7, 100, 45_000), line(3, 7, 101, 30_000)],
      offers: [
        { studentId: 7, classroomId: 100, cents: 10_000 },
        { studentId: 8, classroomId: 100, cents: 10_000 },
      ],
    },
    { case: 'no classes', lines: [], offers: [] },
  ])('$case', ({ lines, offers }) => {
    expect(newStudentOffers(lines, everyoneNew)).toEqual(offers);
  });

  it('gives nothing to a student who is not new', () => {
    const lines = [line(1, 7, 100, 45_000), line(2, 8, 100, 45_000)];
    expect(newStudentOffers(lines, (id) => id === 8)).toEqual([{ studentId: 8, classroomId: 100, cents: 10_000 }]);
    expect(newStudentOffers(lines, () => false)).toEqual([]);
  });

  it('never takes more than $100 per student, nor more than the class it is taken off, so no total is negative', () => {
    const lines = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        studentId: fc.integer({ min: 1, max: 4 }),
        classroomId: fc.integer({ min: 1, max: 6 }),
        priceCents: fc.integer({ min: 0, max: 200_000 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lines, fc.func(fc.boolean()), (order, isNew) => {
        const offers = newStudentOffers(order, isNew);
        const students = new Set(offers.map((offer) => offer.studentId));
        expect(students.size).toBe(offers.length);
        for (const offer of offers) {
          expect(offer.cents).toBeGreaterThan(0);
          expect(offer.cents).toBeLessThanOrEqual(NEW_STUDENT_DISCOUNT_CENTS);
          const dearest = Math.max(...order.filter((l) => l.studentId === offer.studentId).map((l) => l.priceCents));
          expect(
            order.some((l) => l.studentId === offer.studentId && l.classroomId === offer.classroomId && l.priceCents >= offer.cents),
          ).toBe(true);
          expect(offer.cents).toBe(Math.min(NEW_STUDENT_DISCOUNT_CENTS, dearest));
        }
        const total = order.reduce((sum, l) => sum + l.priceCents, 0) - offers.reduce((sum, o) => sum + o.cents, 0);
        expect(total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('names the line after the student', () => {
    expect(newStudentOfferDescription('Cara')).toBe('New student discount for Cara');
  });

  it.each([
    { price: 45_000, discount: 10_000, paid: 35_000 },
    { price: 6_000, discount: 6_000, paid: 0 },
    { price: 30_000, discount: 0, paid: 30_000 },
  ])('a class of $price with $discount off was paid $paid', ({ price, discount, paid }) => {
    expect(paidForClass(price, discount)).toBe(paid);
  });
});
