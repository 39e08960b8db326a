import sharp from 'sharp';

/** A small real image of `format`, as a browser would upload it. */
export function sampleImage(format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

/** A phone photo: a JPEG whose EXIF names the camera and where it was taken. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 10/1' },
    })
    .toBuffer();
}

/** The EXIF tag that points at the GPS block (0x8825), in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** The storage key a signed upload URL writes to. */
export function uploadKeyOf(signedUrl: string): string {
  return new URL(signedUrl).pathname.slice('/files/'.length);
}

/** A minimal well-formed one-page PDF. */
export function samplePdf(): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  return Buffer.from(
    `${body}xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
    'latin1',
  );
}

/** PUTs `body` to a signed upload URL on the server at `origin`, as the browser does; answers the status. */
export async function putUpload(origin: string, signedUrl: string, body: Buffer, contentType = 'image/png'): Promise<number> {
  const url = new URL(signedUrl);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  });
  return put.status;
}
