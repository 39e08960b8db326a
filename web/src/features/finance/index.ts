export { FinanceTab } from './FinanceTab';
