import { builder } from '../../graphql/builder.js';
import { requireAdminViewer } from '../../authorization/policies.js';
import { type Center, listAcademyCenters, saveCenter } from './centers.service.js';

const CenterRef = builder.objectRef<Center>('Center').implement({
  description: 'A place where classes meet; classes with no centre are online',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    street: t.exposeString('street'),
    city: t.exposeString('city'),
    state: t.exposeString('state'),
    zip: t.exposeString('zip'),
    country: t.exposeString('country'),
    isCenter: t.exposeBoolean('isCenter', { description: 'Offered to new classes; false: a former centre its classes keep' }),
    classCount: t.exposeInt('classCount'),
  }),
});

const CenterInputRef = builder.inputType('CenterInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    street: t.string({ required: true }),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    zip: t.string({ required: true }),
    country: t.string({ required: true }),
    isCenter: t.boolean({ required: true }),
  }),
});

builder.queryField('academyCenters', (t) =>
  t.field({
    type: [CenterRef],
    description: 'The centres, and former centres classes still meet at: admins',
    resolve: (_root, _args, ctx) => {
      requireAdminViewer(ctx.viewer);
      return listAcademyCenters(ctx.services.db);
    },
  }),
);

builder.mutationField('saveCenter', (t) =>
  t.field({
    type: CenterRef,
    description: 'Adds a centre, or changes one when id is given: admins',
    args: { id: t.arg.int(), input: t.arg({ type: CenterInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) => saveCenter(ctx.services.db, requireAdminViewer(ctx.viewer), id ?? null, input),
  }),
);
