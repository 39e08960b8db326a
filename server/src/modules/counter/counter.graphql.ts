import { builder } from '../../graphql/builder.js';
import { countProblemResponses, PROBLEM_RESPONSE_COUNT_CHANNEL, type ProblemResponseCountChange } from './counter.service.js';

// The first subscription of the schema: the root type is declared here once.
builder.subscriptionType({});

const ProblemResponseCountChangeRef = builder.objectRef<ProblemResponseCountChange>('ProblemResponseCountChange').implement({
  fields: (t) => ({
    reason: t.exposeString('reason'),
    newCount: t.exposeInt('newCount'),
  }),
});

// Public: the student sign-in screen shows the live count of problems solved.
builder.queryFields((t) => ({
  countProblemResponses: t.int({ resolve: (_root, _args, ctx) => countProblemResponses(ctx.services.db) }),
}));

builder.subscriptionFields((t) => ({
  onProblemResponseCountChanged: t.field({
    type: ProblemResponseCountChangeRef,
    subscribe: (_root, _args, ctx) => ctx.services.pubsub.subscribe<ProblemResponseCountChange>(PROBLEM_RESPONSE_COUNT_CHANNEL),
    resolve: (change) => change,
  }),
}));
