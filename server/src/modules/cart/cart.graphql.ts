import { builder } from '../../graphql/builder.js';
import { requireFamilyMember } from '../../authorization/policies.js';
import { addToCart, removeCartItem } from './cart-commands.service.js';
import { type Cart, type CartLine, cartItemCount, type OpenCredit, readCart } from './cart.service.js';

export const InvoiceStatusEnum = builder.enumType('InvoiceStatus', { values: ['PENDING', 'OPEN', 'PAID'] as const });
export const InvoiceItemTypeEnum = builder.enumType('InvoiceItemType', { values: ['CLASSROOM', 'OFFER', 'DISCOUNT'] as const });

export const CartLineRef = builder.objectRef<CartLine>('InvoiceLine').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemType: t.field({ type: InvoiceItemTypeEnum, resolve: (l) => l.itemType }),
    description: t.exposeString('description'),
    studentId: t.exposeInt('studentId', { nullable: true }),
    studentName: t.exposeString('studentName', { nullable: true }),
    classroomId: t.exposeInt('classroomId', { nullable: true }),
    classroomCode: t.exposeString('classroomCode', { nullable: true }),
    classroomTitle: t.exposeString('classroomTitle', { nullable: true }),
    unitPriceCents: t.exposeInt('unitPriceCents'),
    earlyBird: t.exposeBoolean('earlyBird'),
    earlyBirdDiscountCents: t.exposeInt('earlyBirdDiscountCents'),
    priceCents: t.exposeInt('priceCents', { description: 'Offers and discounts subtract it' }),
    enrolled: t.exposeBoolean('enrolled'),
    withdrawn: t.exposeBoolean('withdrawn', { description: 'The student was withdrawn from the class (refunded or credited)' }),
  }),
});

export const OpenCreditRef = builder.objectRef<OpenCredit>('OpenCredit').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    creditNumber: t.exposeString('creditNumber'),
    creditType: t.exposeString('creditType'),
    balanceCents: t.exposeInt('balanceCents'),
    notes: t.exposeString('notes'),
    expirationDate: t.expose('expirationDate', { type: 'Date', nullable: true }),
  }),
});

const CartRef = builder.objectRef<Cart>('Cart').implement({
  description: "The family's cart: its PENDING invoice, or an OPEN one still owing money",
  fields: (t) => ({
    invoiceId: t.int({ resolve: (c) => c.invoice.id }),
    invoiceNumber: t.string({ resolve: (c) => c.invoice.invoiceNumber }),
    status: t.field({ type: InvoiceStatusEnum, resolve: (c) => c.invoice.status }),
    priceCents: t.int({ resolve: (c) => c.invoice.priceCents }),
    couponCode: t.string({
      nullable: true,
      description: 'The coupon code on the cart, checked again at payment',
      resolve: (c) => c.invoice.couponCode,
    }),
    balanceCents: t.int({ resolve: (c) => c.invoice.balanceCents }),
    items: t.field({ type: [CartLineRef], resolve: (c) => c.items }),
    credits: t.field({ type: [OpenCreditRef], description: 'Open credits, spent first, oldest first', resolve: (c) => c.credits }),
    creditCents: t.exposeInt('creditCents', { description: 'What the open credits cover' }),
    totalCents: t.exposeInt('totalCents', { description: 'Balance less credits, floored at 0: what the card pays' }),
    paid: t.exposeBoolean('paid', { description: 'PAID, or OPEN with nothing left to pay' }),
  }),
});

const CartChangeRef = builder.objectRef<{ invoiceId: number; count: number }>('CartChange').implement({
  fields: (t) => ({ invoiceId: t.exposeInt('invoiceId'), cartItemCount: t.exposeInt('count') }),
});

builder.queryFields((t) => ({
  cartItemCount: t.int({
    description: "Classroom items in the viewer family's cart; 0 for everybody else and when signed out",
    resolve: (_root, _args, ctx) => cartItemCount(ctx.services.db, ctx.viewer),
  }),
  cart: t.field({
    type: CartRef,
    nullable: true,
    description: "The family's cart, or one of its invoices by id; null: 'Cart empty'",
    args: { invoiceId: t.arg.int() },
    resolve: async (_root, { invoiceId }, ctx) => {
      const viewer = requireFamilyMember(ctx.viewer);
      return readCart(ctx.services.db, viewer, invoiceId ?? null, ctx.services.now());
    },
  }),
}));

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartChangeRef,
    description: "Adds a class for one of the family's students at today's price",
    args: { classroomId: t.arg.int({ required: true }), studentId: t.arg.int() },
    resolve: async (_root, { classroomId, studentId }, ctx) => {
      const viewer = requireFamilyMember(ctx.viewer);
      const { invoiceId } = await addToCart(ctx.services, viewer, classroomId, studentId ?? null);
      return { invoiceId, count: await cartItemCount(ctx.services.db, viewer) };
    },
  }),
  removeCartItem: t.field({
    type: CartChangeRef,
    description: 'Removes a line of the family cart (kept for the record)',
    args: { itemId: t.arg.int({ required: true }) },
    resolve: async (_root, { itemId }, ctx) => {
      const viewer = requireFamilyMember(ctx.viewer);
      const invoiceId = await removeCartItem(ctx.services, viewer, itemId);
      return { invoiceId, count: await cartItemCount(ctx.services.db, viewer) };
    },
  }),
}));
