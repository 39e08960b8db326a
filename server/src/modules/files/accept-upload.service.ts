import { type FilePurpose, storedContentType, UPLOAD_RULES } from '@solve/core/files';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema/index.js';
import { DomainError, forbidden } from '../../graphql/errors.js';
import { KeyTakenError } from '../../integrations/storage/storage.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { cleanUpload } from './clean-upload.js';
import { findOwnUpload, ownerFolder, type UploadedFile } from './files.service.js';

/** A file the server has checked and written under its own key, ready to be attached. */
export interface AcceptedUpload {
  fileId: number;
  key: string;
  url: string;
  sizeBytes: number;
}

function accepted(services: Services, file: UploadedFile, sizeBytes: number): AcceptedUpload {
  return { fileId: file.id, key: file.key, url: services.storage.publicUrl(file.key), sizeBytes };
}

/**
 * Accepts the viewer's upload of `purpose` under `key` (the fileKey s3Sign answered), the one way
 * a feature takes a file: reads the body the browser PUT, refuses it when it never arrived, is
 * larger than was signed, is not really of the declared type or is an image of more pixels than
 * the budget, rewrites it (images decoded and encoded again in the image queue, see cleanUpload)
 * under its own key, and closes the upload URL. Accepting the same upload again answers the same
 * file, so a retried save changes nothing. Callers make their own cheap checks (permission, a
 * place already taken) before calling this, so that a refused save never costs a decode.
 *
 * Runs outside any transaction (it reads and writes storage); the caller then attaches the file
 * inside its own transaction with `attachUpload`. A file accepted but never attached is swept.
 */
export async function acceptUpload(services: Services, viewer: Viewer, key: string, purpose: FilePurpose): Promise<AcceptedUpload> {
  const file = await findOwnUpload(services.db, viewer, key, purpose);
  if (!file) throw forbidden();
  if (file.uploadedAt && file.sizeBytes !== null) return accepted(services, file, file.sizeBytes);
  const refusedType = () => new DomainError(UPLOAD_RULES[purpose].imagesOnly ? 'IMAGE_ONLY' : 'FILE_TYPE_NOT_ALLOWED');
  if (!file.uploadKey) throw new DomainError('UPLOAD_FAILED');

  const stored = await services.storage.head(file.uploadKey);
  // S3 cannot bind the size into a presigned PUT, so a larger body is caught here.
  if (!stored || stored.sizeBytes > file.maxBytes) {
    if (stored) await services.storage.remove(file.uploadKey);
    throw new DomainError('UPLOAD_FAILED');
  }
  const body = await services.storage.read(file.uploadKey);
  if (!body) throw new DomainError('UPLOAD_FAILED');
  const clean = await cleanUpload(body, file.contentType, ownerFolder(viewer));
  if (!clean.ok) {
    // Too busy is no verdict on the file: it stays, so that the same save can be tried again.
    if (clean.reason === 'BUSY') throw new DomainError('IMAGES_BUSY');
    await services.storage.remove(file.uploadKey);
    if (clean.reason === 'TOO_MANY_PIXELS') throw new DomainError(clean.code, clean.values);
    throw clean.reason === 'PHOTO_FORMAT_UNREADABLE' ? new DomainError('PHOTO_FORMAT_UNREADABLE') : refusedType();
  }

  try {
    await services.storage.writeOnce(file.key, clean.body, storedContentType(file.contentType));
  } catch (error) {
    // Another request accepted the same upload a moment earlier: answer what it stored.
    if (!(error instanceof KeyTakenError)) throw error;
    const again = await findOwnUpload(services.db, viewer, key, purpose);
    if (again?.uploadedAt && again.sizeBytes !== null) return accepted(services, again, again.sizeBytes);
    throw new DomainError('UPLOAD_FAILED');
  }
  await services.db
    .update(uploadedFiles)
    .set({ sizeBytes: clean.body.length, uploadedAt: services.now() })
    .where(and(eq(uploadedFiles.id, file.id), isNull(uploadedFiles.uploadedAt)));
  // The body as sent (metadata and all) is not kept. The upload key stays recorded until its
  // URL has expired, so that the sweep removes whatever a replay may still put there.
  await services.storage.remove(file.uploadKey);
  return accepted(services, file, clean.body.length);
}

/** Records that something now uses the accepted file, so the sweep keeps it. Call inside the caller's transaction. */
export async function attachUpload(db: Db, fileId: number, now: Date): Promise<void> {
  await db.update(uploadedFiles).set({ attachedAt: now }).where(eq(uploadedFiles.id, fileId));
}

/**
 * Records that nothing uses the file at `url` any more (e.g. a replaced profile image), so that the
 * sweep deletes it once it is a day old. URLs that are not uploads (the demo's pictures) are left alone.
 */
export async function releaseUpload(services: Services, db: Db, url: string | null): Promise<void> {
  const prefix = services.storage.publicUrl('');
  if (!url?.startsWith(prefix)) return;
  const key = url.slice(prefix.length);
  await db.update(uploadedFiles).set({ attachedAt: null }).where(eq(uploadedFiles.key, key));
}

/** The storage keys of the addresses that point at this site's stored files; other addresses are left out. */
export function uploadKeysOf(services: Services, urls: readonly (string | null)[]): string[] {
  const prefix = services.storage.publicUrl('');
  return [...new Set(urls.filter((url): url is string => !!url?.startsWith(prefix)).map((url) => url.slice(prefix.length)))];
}

/**
 * Marks the accepted uploads of `purpose` at these addresses as in use and the ones at `released`
 * (addresses no longer used) as free for the sweep. For records such as posts whose images are
 * addresses in their fields and HTML. Call inside the caller's transaction.
 */
export async function syncUploadUse(
  services: Services,
  db: Db,
  purpose: FilePurpose,
  used: readonly (string | null)[],
  released: readonly (string | null)[],
): Promise<void> {
  const keep = uploadKeysOf(services, used);
  const free = uploadKeysOf(services, released).filter((key) => !keep.includes(key));
  if (keep.length)
    await db
      .update(uploadedFiles)
      .set({ attachedAt: services.now() })
      .where(and(inArray(uploadedFiles.key, keep), eq(uploadedFiles.purpose, purpose), isNotNull(uploadedFiles.uploadedAt)));
  if (free.length)
    await db
      .update(uploadedFiles)
      .set({ attachedAt: null })
      .where(and(inArray(uploadedFiles.key, free), eq(uploadedFiles.purpose, purpose)));
}
