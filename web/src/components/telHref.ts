/** A `tel:` address from a phone number as the academy writes it ("(408) 555-0100" → tel:4085550100). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
