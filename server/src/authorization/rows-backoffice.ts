// The back office's first-run setup, centres, content upload and roster import. Writes are called
// with arguments their own rules refuse or report (a used setup link, a centre without a name, a
// file with problems), so the demo academy is never changed by the matrix.
import { ADMINS, but, everyone, PUBLIC, type MatrixRow } from './expectations.js';

const SETUP_INPUT = `{ token: "not-the-token", academyName: "A", timeZone: "UTC", firstName: "A", lastName: "B", email: "a@b.test", password: "long-enough" }`;
const CENTER_INPUT = `{ name: "", street: "", city: "", state: "", zip: "", country: "", isCenter: true }`;

export const BACKOFFICE_ROWS: MatrixRow[] = [
  { operation: 'setupRequired', document: `{ setupRequired }`, expect: PUBLIC },
  // The demo academy has an admin: the setup page is closed to everyone, signed in or not.
  {
    operation: 'setupAcademy',
    document: `mutation { setupAcademy(input: ${SETUP_INPUT}) { email } }`,
    expect: everyone('SETUP_ALREADY_DONE'),
  },
  { operation: 'academyCenters', document: `{ academyCenters { id } }`, expect: ADMINS },
  {
    operation: 'saveCenter',
    document: `mutation { saveCenter(input: ${CENTER_INPUT}) { id } }`,
    expect: but(ADMINS, { admin: 'CENTER_NAME_REQUIRED' }),
  },
  // A file with problems: the report lists them and nothing is written.
  {
    operation: 'checkContentFile',
    document: `mutation { checkContentFile(fileName: "c.json", source: "{\\"courses\\": 1}") { imported problems { path } } }`,
    expect: ADMINS,
  },
  {
    operation: 'importContentFile',
    document: `mutation { importContentFile(fileName: "c.json", source: "{\\"courses\\": 1}") { imported problems { path } } }`,
    expect: ADMINS,
  },
  {
    operation: 'checkRoster',
    document: `mutation { checkRoster(fileName: "r.csv", source: "family") { imported problems { line } } }`,
    expect: ADMINS,
  },
  {
    operation: 'importRoster',
    document: `mutation { importRoster(fileName: "r.csv", source: "family") { imported problems { line } } }`,
    expect: ADMINS,
  },
];
