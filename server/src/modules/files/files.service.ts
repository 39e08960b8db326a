import { randomBytes } from 'node:crypto';
import { bytesMatchType, checkUpload, extensionFor, type FilePurpose, SNIFF_BYTES, UPLOAD_RULES } from '@solve/core/files';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';

export type UploadedFile = typeof uploadedFiles.$inferSelect;

export interface UploadRequest {
  filename: string;
  contentType: string;
  size: number;
  purpose: FilePurpose;
}

export interface SignedUpload {
  success: boolean;
  signedUrl: string;
  fileKey: string;
  publicUrl: string;
}

/** The owner columns of an upload: exactly one of the three is set. */
function ownerOf(viewer: Viewer) {
  return {
    studentId: viewer.userType === 'STUDENT' ? viewer.studentId : null,
    familyMemberId: viewer.userType === 'FAMILY_MEMBER' ? viewer.familyMemberId : null,
    employeeId: viewer.userType === 'EMPLOYEE' ? viewer.employeeId : null,
  };
}

/** Key folder of the owner, e.g. s12 for student 12; keeps one user's files together in the bucket. */
function ownerFolder(viewer: Viewer): string {
  if (viewer.userType === 'STUDENT') return `s${viewer.studentId}`;
  if (viewer.userType === 'FAMILY_MEMBER') return `f${viewer.familyMemberId}`;
  return `e${viewer.employeeId}`;
}

/** Only the last path segment of a browser file name, without control characters, at most 200 characters. */
function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => char > '\u001f' && char !== '\u007f').join('');
  return printable.trim().slice(0, 200);
}

/**
 * Signs an upload (s3Sign): checks the purpose's types and size, picks an unguessable key under
 * the purpose and owner folders, and records the file with its owner. The browser then PUTs the
 * body to the signed URL, which refuses another content type or more bytes than declared.
 */
export async function signUpload(services: Services, viewer: Viewer, request: UploadRequest): Promise<SignedUpload> {
  const refusal = checkUpload(request.purpose, viewer.userType, request.contentType, request.size);
  if (refusal) throw new DomainError(refusal.code, refusal.values);
  const folder = request.purpose.toLowerCase().replace(/_/g, '-');
  const key = `${folder}/${ownerFolder(viewer)}/${randomBytes(16).toString('hex')}${extensionFor(request.contentType)}`;
  const signedUrl = await services.storage.signUpload(key, request.contentType, request.size);
  await services.db.insert(uploadedFiles).values({
    key,
    purpose: request.purpose,
    contentType: request.contentType,
    maxBytes: request.size,
    originalName: cleanFilename(request.filename),
    ...ownerOf(viewer),
  });
  return { success: true, signedUrl, fileKey: key, publicUrl: services.storage.publicUrl(key) };
}

/** An upload of `purpose` that this viewer signed and that was not deleted; null for anybody else's key. */
export async function findOwnUpload(db: Db, viewer: Viewer, key: string, purpose: FilePurpose): Promise<UploadedFile | null> {
  const owner = ownerOf(viewer);
  const ownerMatch =
    owner.studentId !== null
      ? eq(uploadedFiles.studentId, owner.studentId)
      : owner.familyMemberId !== null
        ? eq(uploadedFiles.familyMemberId, owner.familyMemberId)
        : eq(uploadedFiles.employeeId, owner.employeeId ?? -1);
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.purpose, purpose), ownerMatch, isNull(uploadedFiles.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Checks an upload now in storage and answers its size. Refuses with the upload text when the
 * body never arrived or is larger than was signed (S3 cannot bind the size into a presigned PUT),
 * and with the type text when the bytes are not the declared type (an "image" that is a page of
 * script): such a file is deleted.
 */
export async function checkStoredUpload(services: Services, file: UploadedFile): Promise<number> {
  const stored = await services.storage.head(file.key);
  if (!stored || stored.sizeBytes > file.maxBytes) throw new DomainError('UPLOAD_FAILED');
  const start = await services.storage.readStart(file.key, SNIFF_BYTES);
  if (!start || !bytesMatchType(start, file.contentType)) {
    await services.storage.remove(file.key);
    throw new DomainError(UPLOAD_RULES[file.purpose].imagesOnly ? 'IMAGE_ONLY' : 'FILE_TYPE_NOT_ALLOWED');
  }
  return stored.sizeBytes;
}

/** Records that the upload arrived and is in use. */
export async function markUploaded(db: Db, fileId: number, sizeBytes: number, now: Date): Promise<void> {
  await db.update(uploadedFiles).set({ sizeBytes, uploadedAt: now }).where(eq(uploadedFiles.id, fileId));
}
