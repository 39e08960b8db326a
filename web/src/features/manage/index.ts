export { CheckedImportStatus } from './CheckedImportStatus';
export { DateTimeField } from './DateTimeField';
export { downloadText } from './downloadText';
export { FileChooser } from './FileChooser';
export { type ColumnHeading, HeadedTable } from './HeadedTable';
export { PageHeading } from './PageHeading';
export { useCheckedImport } from './useCheckedImport';
