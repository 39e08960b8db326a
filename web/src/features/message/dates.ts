/** A message date as the tables show it. */
export const messageDate = (iso: unknown) =>
  typeof iso === 'string' ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
