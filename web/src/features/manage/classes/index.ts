export { AcademyTimeZoneQuery, ManageClassroomsQuery } from './classes.documents';
export { formatDate, type QuarterName, quarterLabel } from './format';
export { QuarterSelect } from './QuarterSelect';
export { useAcademyTimeZone } from './useAcademyTimeZone';
