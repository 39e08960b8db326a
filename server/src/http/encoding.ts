/** The compressions the server sends: Brotli for files compressed at build, gzip for both. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding of `available` the client weighs highest in its Accept-Encoding (RFC 9110
 * §12.5.3), the earlier one in `available` on a tie; null when it accepts none of them (identity).
 */
export function acceptedEncoding(header: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!header || available.length === 0) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
