import { randomBytes } from 'node:crypto';
import { checkUpload, DAILY_UPLOAD_BYTES, DAILY_UPLOAD_COUNT, extensionFor, type FilePurpose } from '@solve/core/files';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploadedFiles } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { INCOMING_PREFIX } from '../../integrations/storage/storage.js';
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner columns of an upload: exactly one of the three is set. */
function ownerOf(viewer: Viewer) {
  return {
    studentId: viewer.userType === 'STUDENT' ? viewer.studentId : null,
    familyMemberId: viewer.userType === 'FAMILY_MEMBER' ? viewer.familyMemberId : null,
    employeeId: viewer.userType === 'EMPLOYEE' ? viewer.employeeId : null,
  };
}

function ownerMatch(viewer: Viewer): SQL {
  if (viewer.userType === 'STUDENT') return eq(uploadedFiles.studentId, viewer.studentId);
  if (viewer.userType === 'FAMILY_MEMBER') return eq(uploadedFiles.familyMemberId, viewer.familyMemberId);
  return eq(uploadedFiles.employeeId, viewer.employeeId);
}

/**
 * Key folder of the owner, e.g. s12 for student 12; keeps one user's files together in the bucket
 * and names the owner in the image queue.
 */
export function ownerFolder(viewer: Viewer): string {
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

const randomName = () => randomBytes(16).toString('hex');

/**
 * Signs an upload (s3Sign): checks the purpose's types and size and the uploader's daily quota,
 * and records the file with its owner and two unguessable keys: the private one the browser PUTs
 * the body to (under INCOMING_PREFIX, single use) and the one the server writes the accepted file
 * to and serves it from (fileKey, publicUrl), which no upload URL is ever signed for.
 */
export async function signUpload(services: Services, viewer: Viewer, request: UploadRequest): Promise<SignedUpload> {
  const refusal = checkUpload(request.purpose, viewer.userType, request.contentType, request.size);
  if (refusal) throw new DomainError(refusal.code, refusal.values);
  const folder = `${request.purpose.toLowerCase().replace(/_/g, '-')}/${ownerFolder(viewer)}`;
  const extension = extensionFor(request.contentType);
  const key = `${folder}/${randomName()}${extension}`;
  const uploadKey = `${INCOMING_PREFIX}${folder}/${randomName()}${extension}`;
  const now = services.now();
  await services.db.transaction(async (tx) => {
    // One signing per owner at a time, so that two at once cannot both fit under the quota.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploads:${ownerFolder(viewer)}`}))`);
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploadedFiles.maxBytes}), 0)`, count: sql<number>`count(*)::int` })
      .from(uploadedFiles)
      .where(and(ownerMatch(viewer), gt(uploadedFiles.createdAt, new Date(now.getTime() - DAY_MS))));
    if (Number(used?.bytes ?? 0) + request.size > DAILY_UPLOAD_BYTES || (used?.count ?? 0) >= DAILY_UPLOAD_COUNT) {
      throw new DomainError('UPLOAD_QUOTA_REACHED');
    }
    await tx.insert(uploadedFiles).values({
      key,
      uploadKey,
      purpose: request.purpose,
      contentType: request.contentType,
      maxBytes: request.size,
      originalName: cleanFilename(request.filename),
      createdAt: now,
      ...ownerOf(viewer),
    });
  });
  const signedUrl = await services.storage.signUpload(uploadKey, request.contentType, request.size);
  return { success: true, signedUrl, fileKey: key, publicUrl: services.storage.publicUrl(key) };
}

/** An upload of `purpose` that this viewer signed and that was not deleted; null for anybody else's key. */
export async function findOwnUpload(db: Db, viewer: Viewer, key: string, purpose: FilePurpose): Promise<UploadedFile | null> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.key, key), eq(uploadedFiles.purpose, purpose), ownerMatch(viewer), isNull(uploadedFiles.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether a body may still be PUT under this upload key: signed, not yet accepted, not deleted. */
export async function uploadIsOpen(db: Db, uploadKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.uploadKey, uploadKey), isNull(uploadedFiles.uploadedAt), isNull(uploadedFiles.deletedAt)))
    .limit(1);
  return row !== undefined;
}
