import { calendarDate, parseCalendarDate } from '@solve/core';
import type { Db } from '../../client.js';
import { createEmployee, createFamily, createLocation, createStudent } from '../factories/people.js';
import { createSettings } from '../factories/settings.js';

/**
 * A birth date whose birthday is today in the academy's zone, `years` back (8 on 29 February, so
 * that the date exists): the demo always has a birthday to greet.
 */
export function birthdayToday(now: Date, timeZone: string, years: number): string {
  const today = calendarDate(now, timeZone);
  const year = Number(today.slice(0, 4)) - years;
  const date = `${String(year).padStart(4, '0')}${today.slice(4)}`;
  return parseCalendarDate(date) ? date : `${String(Number(today.slice(0, 4)) - 8).padStart(4, '0')}${today.slice(4)}`;
}

/** Staff, families and students of the demo academy; the sign-ins the README lists live here. */
export async function seedPeople(db: Db, passwordHash: string, now: Date) {
  const settings = await createSettings(db, { address: '1900 Camden Ave, San Jose, CA 95124', taxId: '77-0412345' });
  const campus = await createLocation(db, {
    name: 'San Jose Center',
    isCenter: true,
    street: '1900 Camden Ave',
    city: 'San Jose',
    state: 'CA',
    zip: '95124',
  });
  const fremont = await createLocation(db, {
    name: 'Fremont Center',
    isCenter: true,
    street: '39900 Blacow Rd',
    city: 'Fremont',
    state: 'CA',
    zip: '94538',
  });

  const teacher = await createEmployee(db, {
    firstName: 'Taylor',
    lastName: 'Nguyen',
    displayName: 'Ms. Nguyen',
    gender: 'FEMALE',
    position: 'Lead Math Instructor',
    workEmail: 'teacher@solve.test',
    mobileNumber: '+15550100101',
    isTeacher: true,
    passwordHash,
  });
  const admin = await createEmployee(db, {
    firstName: 'Avery',
    lastName: 'Park',
    displayName: 'Mr. Park',
    gender: 'MALE',
    position: 'Academic Director',
    workEmail: 'admin@solve.test',
    isAdminOfSolve: true,
    isOfficeUser: true,
    passwordHash,
  });
  const scienceTeacher = await createEmployee(db, {
    firstName: 'Jordan',
    lastName: 'Reyes',
    displayName: 'Dr. Reyes',
    gender: 'MALE',
    position: 'Science Instructor',
    workEmail: 'reyes@solve.test',
    isTeacher: true,
    passwordHash,
  });
  const codingTeacher = await createEmployee(db, {
    firstName: 'Priya',
    lastName: 'Shah',
    displayName: 'Ms. Shah',
    gender: 'FEMALE',
    position: 'Computer Science Instructor',
    workEmail: 'shah@solve.test',
    isTeacher: true,
    company: 'SOLVE_ONLINE',
    passwordHash,
  });
  const englishTeacher = await createEmployee(db, {
    firstName: 'Morgan',
    lastName: 'Lee',
    displayName: 'Mx. Lee',
    position: 'English and Debate Instructor',
    workEmail: 'lee@solve.test',
    isTeacher: true,
    company: 'SOLVE_FOUNDATION',
    passwordHash,
  });
  // Front-desk staff: signs in nowhere (neither teacher nor admin).
  const office = await createEmployee(db, {
    firstName: 'Casey',
    lastName: 'Front',
    position: 'Front Desk',
    workEmail: 'office@solve.test',
    isOfficeUser: true,
    passwordHash,
  });

  const home = await createLocation(db, { street: '742 Evergreen Ter', city: 'San Jose', state: 'CA', zip: '95129' });
  const williams = await createFamily(
    db,
    { firstName: 'Grace', lastName: 'Williams', relation: 'MOTHER', phoneNumber: '+15550100001', email: 'grace.williams@example.com' },
    { status: 'ACTIVE', locationId: home.id },
  );
  const alice = await createStudent(db, {
    username: 'alicew101',
    passwordHash,
    firstName: 'Alice',
    lastName: 'Williams',
    email: 'alice.williams@example.com',
    birthdate: '2013-04-12',
    over13: true,
    school: 'Hyde Middle School',
    grade: 7,
    gradeUpdated: true,
    gender: 'FEMALE',
    familyAccountId: williams.family.id,
    locationId: home.id,
    coins: 120,
  });
  const bob = await createStudent(db, {
    username: 'bobw102',
    passwordHash,
    firstName: 'Bob',
    lastName: 'Williams',
    // Bob's birthday is the day the demo is seeded: the Williams dashboard greets him.
    birthdate: birthdayToday(now, settings.timeZone, 10),
    school: 'Eisenhower Elementary',
    grade: 4,
    gradeUpdated: false,
    gender: 'MALE',
    familyAccountId: williams.family.id,
    locationId: home.id,
  });
  const referred = await createFamily(
    db,
    { firstName: 'Diego', lastName: 'Martinez', relation: 'FATHER', phoneNumber: '+15550100002', email: 'diego.martinez@example.com' },
    { status: 'REFERRED' },
  );

  const otherFamilies = [];
  const names: [string, string, string, number][] = [
    ['Chen', 'Ethan', 'ethanc103', 8],
    ['Patel', 'Maya', 'mayap104', 6],
    ['Johnson', 'Liam', 'liamj105', 9],
    ['Kim', 'Sofia', 'sofiak106', 5],
    ['Garcia', 'Noah', 'noahg107', 10],
    ['Okafor', 'Zara', 'zarao108', 11],
  ];
  for (const [index, [last, first, username, grade]] of names.entries()) {
    const family = await createFamily(
      db,
      {
        firstName: index % 2 ? 'Jamie' : 'Robin',
        lastName: last,
        relation: index % 2 ? 'FATHER' : 'MOTHER',
        phoneNumber: `+1555010${String(index + 10).padStart(4, '0')}`,
        email: `${last.toLowerCase()}.family@example.com`,
      },
      { status: 'ACTIVE' },
    );
    const student = await createStudent(db, {
      username,
      passwordHash,
      firstName: first,
      lastName: last,
      grade,
      school: grade >= 9 ? 'Lynbrook High School' : 'Miller Middle School',
      gender: index % 2 ? 'MALE' : 'FEMALE',
      birthdate: `${2026 - grade - 6}-0${(index % 9) + 1}-15`,
      familyAccountId: family.family.id,
    });
    otherFamilies.push({ ...family, student });
  }
  // The Williams' youngest, new to the academy: her first class waits in the family's cart with the
  // new-student discount.
  const cara = await createStudent(db, {
    username: 'caraw109',
    passwordHash,
    firstName: 'Cara',
    lastName: 'Williams',
    birthdate: '2017-09-03',
    school: 'Eisenhower Elementary',
    grade: 3,
    gradeUpdated: true,
    gender: 'FEMALE',
    familyAccountId: williams.family.id,
    locationId: home.id,
  });

  return {
    settings,
    centers: { campus, fremont },
    staff: { teacher, admin, scienceTeacher, codingTeacher, englishTeacher, office },
    williams: { ...williams, alice, bob, cara },
    referred,
    otherFamilies,
  };
}

export type DemoPeople = Awaited<ReturnType<typeof seedPeople>>;
