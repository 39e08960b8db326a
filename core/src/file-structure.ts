/**
 * Structure checks for uploads that are kept as they were sent (images are decoded and written
 * anew by the server instead). A file that only starts like a PDF is refused.
 */

/** How far from the end a PDF's closing `startxref … %%EOF` may sit (trailing junk is common). */
const PDF_TAIL_BYTES = 2048;

const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length) => new TextDecoder('latin1').decode(bytes.subarray(from, to));

/**
 * Whether the bytes have the skeleton every PDF reader needs: the `%PDF-x.y` header, a
 * `startxref` near the end pointing inside the file at a cross-reference table (`xref`) or
 * stream (`n g obj`), the closing `%%EOF`, and a document catalogue (`/Root`).
 */
export function isPdfDocument(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8))) return false;
  const tailStart = Math.max(0, bytes.length - PDF_TAIL_BYTES);
  const tail = latin1(bytes, tailStart);
  const closing = [...tail.matchAll(/startxref\s+(\d{1,12})\s+%%EOF/g)].at(-1);
  if (!closing) return false;
  const offset = Number(closing[1]);
  if (offset < 8 || offset >= bytes.length) return false;
  const table = latin1(bytes, offset, Math.min(bytes.length, offset + 32));
  if (!/^(xref\b|\d+\s+\d+\s+obj\b)/.test(table)) return false;
  return latin1(bytes).includes('/Root');
}
