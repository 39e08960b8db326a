export { GradebookTab } from './GradebookTab';
