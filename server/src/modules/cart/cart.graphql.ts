import { builder } from '../../graphql/builder.js';
import { cartItemCount } from './cart.service.js';

builder.queryFields((t) => ({
  cartItemCount: t.int({
    description: "Classroom items in the viewer family's cart; 0 for everybody else and when signed out",
    resolve: (_root, _args, ctx) => cartItemCount(ctx.services.db, ctx.viewer),
  }),
}));
