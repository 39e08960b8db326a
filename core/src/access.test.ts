import { describe, expect, it } from 'vitest';
import { type Access, may, type Person } from './access.js';

const student: Person = { userType: 'STUDENT', isGuest: false };
const studentGuest: Person = { userType: 'STUDENT', isGuest: true };
const parent: Person = { userType: 'FAMILY_MEMBER', isGuest: false };
const parentGuest: Person = { userType: 'FAMILY_MEMBER', isGuest: true };
const instructor: Person = { userType: 'EMPLOYEE', isTeacher: true, isAdmin: false, isGuest: false };
const admin: Person = { userType: 'EMPLOYEE', isTeacher: false, isAdmin: true, isGuest: false };

// Columns: nobody signed in, student, student on a guest link, parent, parent on a guest link, instructor, admin.
const people = [null, student, studentGuest, parent, parentGuest, instructor, admin] as const;
const table: Record<Access, readonly boolean[]> = {
  doStaffWork: [false, false, false, false, false, true, true],
  administer: [false, false, false, false, false, false, true],
  actAsStudent: [false, true, true, false, false, false, false],
  useClassrooms: [false, true, true, false, false, true, true],
  readFamilyPages: [false, false, false, true, true, false, false],
  actForFamily: [false, false, false, true, false, false, false],
  enrolFree: [false, true, false, true, false, false, false],
  keepFavorites: [false, true, true, true, true, false, false],
  registerFamily: [true, true, true, false, true, true, true],
  hearNotifications: [false, true, false, true, false, true, true],
};

describe('who may use which part of the academy', () => {
  it.each(Object.entries(table))('%s', (access, allowed) => {
    expect(people.map((person) => may[access as Access](person))).toEqual(allowed);
  });
});
