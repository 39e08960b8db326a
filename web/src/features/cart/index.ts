export { FamilyInvoiceQuery, FamilyInvoicesQuery } from './cart.documents';
