import type { ObjectFieldRef, ObjectFields } from '../../graphql/field-builder.js';
import type { CreditSummary } from './finance.service.js';

/** A family's credit: the family's FINANCE tab and the back office's family page list it alike. */
export function creditFields<Row extends CreditSummary>(t: ObjectFields<Row>): Record<keyof CreditSummary, ObjectFieldRef> {
  return {
    id: t.int({ resolve: (credit) => credit.id }),
    creditNumber: t.string({ resolve: (credit) => credit.creditNumber }),
    creditType: t.string({ resolve: (credit) => credit.creditType }),
    status: t.string({ resolve: (credit) => credit.status }),
    amountCents: t.int({ resolve: (credit) => credit.amountCents }),
    balanceCents: t.int({ resolve: (credit) => credit.balanceCents }),
    notes: t.string({ resolve: (credit) => credit.notes }),
    issueDate: t.field({ type: 'DateTime', resolve: (credit) => credit.issueDate }),
  };
}
