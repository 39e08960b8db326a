// One family's registration morning, request for request as the web app sends it: sign in with a
// texted code, the catalog and its grade filter, a class's checkout page and Add to cart for each
// student, the cart, the payment form and Pay with the sandbox's test card. Each family is one
// sequential session (one person at one browser) with pauses between clicks.
import { GRADE_BANDS } from '@solve/core/catalog';
import { textedCode } from './academy.mjs';
import { GraphqlRequestError } from '../lib/graphql-client.mjs';
import { browser } from './browser.mjs';

/**
 * What a family does at the end: pays (one click), double-clicks Pay (two requests with the same
 * key at once), retries Pay after its connection dropped (the same key again), leaves with a full
 * cart, or closes the tab while the payment is under way.
 * @typedef {'pay' | 'double-click Pay' | 'retry Pay' | 'leave with a full cart' | 'leave while paying'} Behaviour
 * @typedef {{ step: string; ms: number }} Timing
 * @typedef {{
 *   behaviour: Behaviour;
 *   timings: Timing[];
 *   errors: { step: string; message: string; full: boolean }[];
 *   outcome: 'paid' | 'not paid' | 'left with a full cart' | 'left while paying' | 'stopped';
 * }} SessionResult
 */

/** Refusals that are the morning's expected answer: the seats ran out. */
const FULL_CODES = new Set(['CLASS_FULL', 'CLASS_FULL_NAMED']);
const CARD = { cardNumber: '4111111111111111', expirationDate: '12/30', cardCode: '123' };

/** A small seeded random source, so that a run's choices are the same every time. */
export function seeded(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The behaviour of the family at `index`: most pay once; one in ten each double-clicks, retries,
 * or leaves with a full cart; one in twenty closes the tab while paying.
 * @param {number} index
 * @returns {Behaviour}
 */
export function behaviourOf(index) {
  const slot = index % 20;
  if (slot === 1 || slot === 11) return 'double-click Pay';
  if (slot === 3 || slot === 13) return 'retry Pay';
  if (slot === 5 || slot === 15) return 'leave with a full cart';
  if (slot === 7) return 'leave while paying';
  return 'pay';
}

/**
 * @param {{
 *   net: ReturnType<typeof import('./browser.mjs').network>;
 *   pool: import('pg').Pool;
 *   family: import('./academy.mjs').Family;
 *   index: number;
 *   think: () => Promise<void>;
 * }} options
 * @returns {Promise<SessionResult>}
 */
export async function registrationSession({ net, pool, family, index, think }) {
  const random = seeded(index + 1);
  const behaviour = behaviourOf(index);
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const tab = browser(net, address);
  /** @type {SessionResult} */
  const result = { behaviour, timings: [], errors: [], outcome: 'stopped' };

  /**
   * Times one step (a page or a click, with every request it sends); a refusal is recorded and
   * given back to the caller, which decides what the parent does next.
   * @template T
   * @param {string} step
   * @param {() => Promise<T>} work
   * @returns {Promise<{ ok: true; value: T } | { ok: false; error: GraphqlRequestError | Error }>}
   */
  const timed = async (step, work) => {
    const started = performance.now();
    try {
      const value = await work();
      result.timings.push({ step, ms: performance.now() - started });
      return { ok: true, value };
    } catch (caught) {
      result.timings.push({ step, ms: performance.now() - started });
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const full = error instanceof GraphqlRequestError && error.code !== null && FULL_CODES.has(error.code);
      result.errors.push({ step, message: error.message, full });
      return { ok: false, error };
    }
  };

  // Sign in: the phone, then the code the text brought.
  const phoneNumber = family.phone;
  const sent = await timed('sign in: send code', () => tab.graphql('FamilyLogin', { phoneNumber, callInstead: false }));
  if (!sent.ok) return result;
  const code = await textedCode(pool, `+1${phoneNumber.replace(/\D/g, '')}`);
  await think();
  const verified = await timed('sign in: code', () =>
    tab.graphql('FamilyVerify', { phoneNumber, verificationCode: code, rememberMe: false }),
  );
  if (!verified.ok) return result;
  await think();

  // The catalog's cards, then a grade card for each student (the page asks again on each visit).
  const catalog = await timed('catalog', () => Promise.all([tab.graphql('Catalog', { filter: null }), tab.graphql('CartItemCount', {})]));
  if (!catalog.ok) return result;
  let added = 0;
  for (const student of family.students) {
    const band = GRADE_BANDS.find((b) => student.grade >= b.startGrade && student.grade <= b.endGrade) ?? GRADE_BANDS[0];
    const filter = { subject: null, grade: band.key, session: null, location: null, program: null };
    // A parent whose pick filled up goes back to the list and picks another, three times at most.
    for (let attempt = 0; attempt < 3; attempt++) {
      await think();
      const listed = await timed('catalog filtered', () => tab.graphql('Catalog', { filter }));
      if (!listed.ok) return result;
      /** @type {{ id: number; full: boolean; startGrade: number; endGrade: number }[]} */
      const classes = listed.value.catalog.classrooms;
      const open = classes.filter((c) => !c.full && c.startGrade <= student.grade && student.grade <= c.endGrade);
      if (open.length === 0) break;
      // Most parents take one of the first classes listed: the first ones fill first.
      const pick = /** @type {(typeof open)[number]} */ (open[Math.floor(open.length * random() ** 3)]);
      await think();
      const checkout = await timed('checkout page', () => tab.graphql('CheckoutClassroom', { classroomId: pick.id }));
      if (!checkout.ok) return result;
      const page = checkout.value.checkoutClassroom;
      if (!page || page.classroom.full || !page.students.some((/** @type {{ id: number }} */ s) => s.id === student.id)) continue;
      await think();
      const add = await timed('add to cart', async () => {
        const answer = await tab.graphql('AddToCart', { classroomId: pick.id, studentId: student.id });
        // What the page asks again after the click: the cart badge and the checkout page.
        await Promise.all([tab.graphql('CartItemCount', {}), tab.graphql('CheckoutClassroom', { classroomId: pick.id })]);
        return answer;
      });
      if (add.ok) {
        added++;
        break;
      }
      if (!(add.error instanceof GraphqlRequestError)) return result;
    }
  }
  if (added === 0) {
    result.outcome = 'not paid';
    return result;
  }
  await think();
  if (behaviour === 'leave with a full cart') {
    await timed('cart', () => tab.graphql('Cart', { invoiceId: null }));
    result.outcome = 'left with a full cart';
    return result;
  }
  return pay(tab, behaviour, random, think, timed, result);
}

/**
 * The cart, the payment form and Pay; a class that filled since it went into the cart is
 * removed as the message asks, and the rest paid for.
 * @param {ReturnType<typeof browser>} tab
 * @param {Behaviour} behaviour
 * @param {() => number} random
 * @param {() => Promise<void>} think
 * @param {<T>(step: string, work: () => Promise<T>) => Promise<{ ok: true; value: T } | { ok: false; error: GraphqlRequestError | Error }>} timed
 * @param {SessionResult} result
 * @returns {Promise<SessionResult>}
 */
async function pay(tab, behaviour, random, think, timed, result) {
  const billTo = {
    firstName: 'Parent',
    lastName: 'Bench',
    address: '1 Main St',
    city: 'San Jose',
    state: 'CA',
    zip: '95112',
    country: 'USA',
  };
  // The form keeps its key until an answer says the payment did not go through (PaymentDialog).
  let key = `bench-${Math.floor(random() * 2 ** 48).toString(16)}-${Date.now().toString(16)}`;
  for (let round = 0; round < 3; round++) {
    const cart = await timed('cart', () => tab.graphql('Cart', { invoiceId: null }));
    if (!cart.ok) return result;
    const invoice = cart.value.cart;
    if (!invoice || invoice.items.length === 0) {
      result.outcome = 'not paid';
      return result;
    }
    await think();
    const form = await timed('payment form', () => tab.graphql('PaymentSetup', {}));
    if (!form.ok) return result;
    await think();
    /** The card's token, then the payment; `dropAfterMs`: the connection drops that long after the payment was sent. */
    const charge = async (/** @type {number | undefined} */ dropAfterMs) => {
      const opaqueData = await tab.cardToken({ ...CARD, fullName: 'Parent Bench' });
      const variables = {
        input: {
          invoiceId: invoice.invoiceId,
          idempotencyKey: key,
          opaqueData,
          paymentProfileId: null,
          billTo,
          createProfile: false,
          acceptedTerms: true,
        },
      };
      const options = dropAfterMs === undefined ? {} : { signal: AbortSignal.timeout(dropAfterMs) };
      return (await tab.graphql('ChargeCreditCard', variables, options)).chargeCreditCard;
    };
    if (behaviour === 'leave while paying') {
      // The tab closes once the payment is on its way: nobody reads the answer.
      await charge(30).catch(() => {});
      result.outcome = 'left while paying';
      return result;
    }
    if (behaviour === 'retry Pay') {
      // The connection drops before the answer; the parent clicks Pay again and the form sends the same key.
      await charge(20).catch(() => {});
      await think();
    }
    const paid = await timed('pay', async () => {
      if (behaviour !== 'double-click Pay') return charge(undefined);
      const [first, second] = await Promise.all([charge(undefined), charge(undefined)]);
      if (first.success !== second.success || first.invoiceId !== second.invoiceId)
        throw new Error('a double click was answered two different ways');
      return first;
    });
    if (paid.ok && paid.value.success) {
      await timed('payment success page', () =>
        Promise.all([
          tab.graphql('CartItemCount', {}),
          tab.graphql('Cart', { invoiceId: null }),
          tab.graphql('FamilyFinance', {}),
          tab.graphql('PaidOrder', { id: paid.value.invoiceId }),
        ]),
      );
      result.outcome = 'paid';
      return result;
    }
    if (paid.ok) {
      // Declined: a new try is a new payment with a new key.
      result.errors.push({ step: 'pay', message: paid.value.errorMessage ?? 'not approved', full: false });
      key = `${key}-again`;
      continue;
    }
    // A class filled since it went into the cart: the parent removes it as the message asks.
    const full = invoice.items.find(
      (/** @type {{ classroomCode: string | null }} */ item) => item.classroomCode && paid.error.message.includes(item.classroomCode),
    );
    if (!full) return result;
    await think();
    const removed = await timed('remove from cart', async () => {
      const answer = await tab.graphql('RemoveCartItem', { itemId: full.id });
      await Promise.all([tab.graphql('Cart', { invoiceId: null }), tab.graphql('CartItemCount', {})]);
      return answer;
    });
    if (!removed.ok) return result;
  }
  return result;
}
