/**
 * Text messages are billed and delivered by segment: 160 characters of the GSM 03.38 alphabet
 * (the extension characters count twice), or 70 UTF-16 units once any other character appears;
 * a longer text is split into parts of 153 and 67 (each part carries a joining header).
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSize {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  units: number;
  segments: number;
}

/** Characters a phone types that have a plain look-alike in the GSM alphabet (keeps a text at 160). */
const LOOK_ALIKES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
};

/** The text with its typographic quotes, dashes, ellipses and no-break spaces made plain. */
export function plainSmsText(text: string): string {
  return [...text].map((char) => LOOK_ALIKES[char] ?? char).join('');
}

/** The encoding, length and number of segments a text is sent in. */
export function smsSize(text: string): SmsSize {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (BASIC.has(char)) septets += 1;
    else if (EXTENDED.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * A message in one segment where possible: the text made plain, then, when still too long, cut at
 * a word with "..." so that `tail` (a link, which must stay whole) still fits after it. A text
 * that cannot fit one segment even cut (a tail too long) is returned plain and whole.
 */
export function fitSms(text: string, tail = ''): string {
  const plain = plainSmsText(text.trim());
  const end = tail ? ` ${plainSmsText(tail)}` : '';
  const whole = plain + end;
  if (smsSize(whole).segments === 1) return whole;
  const words = plain.split(' ');
  for (let count = words.length - 1; count > 0; count--) {
    const cut = `${words
      .slice(0, count)
      .join(' ')
      .replace(/[\s,;:.-]+$/, '')}...${end}`;
    if (smsSize(cut).segments === 1) return cut;
  }
  return whole;
}
