export { FamilyInvoicesQuery as FamilyFinanceQueryDoc, FamilyInvoiceQuery as FamilyInvoiceQueryDoc } from '../cart';
