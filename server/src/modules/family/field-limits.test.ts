import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type GqlResult, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { addToCart, BILL_TO, cardToken, chargeInput, payCart, shopAcademy, shopFamily } from '../../test/shop-kit.js';

const REGISTER = `mutation ($input: RegisterFamilyInput!) { registerFamily(input: $input) { success } }`;
const ADD_STUDENT = `mutation ($input: AddStudentInput!) { addStudent(input: $input) { id } }`;
const UPDATE_STUDENT = `mutation ($id: Int!, $input: StudentProfileInput!) { updateStudent(id: $id, input: $input) { id } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

const long = (length: number) => 'a'.repeat(length);
const refusal = (result: GqlResult<unknown>) => [errorCode(result), result.errors?.[0]?.message];

describe('values longer than their field', () => {
  it('the billing address of a payment names the field and its limit', async () => {
    const family = await shopFamily(server);
    const { invoiceId } = (await addToCart(server, family, shop.paid.id, family.ada.id)).data!.addToCart;
    const opaqueData = await cardToken(server);
    const address = await payCart(server, family, chargeInput(invoiceId, { opaqueData, billTo: { ...BILL_TO, address: long(5_000) } }));
    expect(refusal(address)).toEqual(['FIELD_TOO_LONG', 'Address can be at most 60 characters.']);
    const name = await payCart(server, family, chargeInput(invoiceId, { opaqueData, billTo: { ...BILL_TO, firstName: long(500) } }));
    expect(refusal(name)).toEqual(['FIELD_TOO_LONG', 'First name can be at most 50 characters.']);
    // A missing field still reads as the spec's billing text; the longest allowed value pays.
    const blank = await payCart(server, family, chargeInput(invoiceId, { opaqueData, billTo: { ...BILL_TO, address: ' ' } }));
    expect(refusal(blank)).toEqual(['BILLING_ADDRESS_REQUIRED', 'Please enter your billing address.']);
    const paid = await payCart(server, family, chargeInput(invoiceId, { opaqueData, billTo: { ...BILL_TO, address: long(60) } }));
    expect(paid.data!.chargeCreditCard.success).toBe(true);
  });

  it('family registration names the field', async () => {
    const input = {
      firstName: long(500),
      lastName: 'Family',
      email: 'long@example.com',
      relation: 'MOTHER',
      phoneNumber: '6505559999',
      verificationCode: '123456',
      registrationKey: 'key-long-0123456789abcdef',
    };
    expect(refusal(await server.gql(REGISTER, { input }))).toEqual(['FIELD_TOO_LONG', 'First name can be at most 60 characters.']);
    const email = { ...input, firstName: 'Dana', email: `${long(195)}@example.com` };
    expect(refusal(await server.gql(REGISTER, { input: email }))).toEqual(['FIELD_TOO_LONG', 'Email can be at most 200 characters.']);
  });

  it('adding a student and the student profile name the field', async () => {
    const family = await shopFamily(server);
    const student = {
      firstName: 'Maya',
      lastName: 'Ortiz',
      birthdate: '2012-11-25',
      grade: 8,
      gender: 'FEMALE',
      school: long(121),
      password: 'first-password',
    };
    expect(refusal(await server.gql(ADD_STUDENT, { input: student }, { token: family.token }))).toEqual([
      'FIELD_TOO_LONG',
      'School can be at most 120 characters.',
    ]);
    const lastName = { ...student, school: 'Oak Middle', lastName: long(61) };
    expect(refusal(await server.gql(ADD_STUDENT, { input: lastName }, { token: family.token }))).toEqual([
      'FIELD_TOO_LONG',
      'Last name can be at most 60 characters.',
    ]);

    const token = await sessionFor(server.services.db, { userType: 'STUDENT', studentId: family.ada.id });
    const profile = { school: 'Oak Middle', grade: 9, birthdate: null, street: long(201), city: '', state: '', zip: '', country: 'USA' };
    expect(refusal(await server.gql(UPDATE_STUDENT, { id: family.ada.id, input: profile }, { token }))).toEqual([
      'FIELD_TOO_LONG',
      'Street can be at most 200 characters.',
    ]);
  });
});
