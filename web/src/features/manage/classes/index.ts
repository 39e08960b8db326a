export { AcademyTimeZoneQuery, ManageClassroomsQuery } from './classes.documents';
export { formatDate, parseDollars, type QuarterName, quarterLabel } from './format';
export { QuarterSelect } from './QuarterSelect';
export { useAcademyTimeZone } from './useAcademyTimeZone';
