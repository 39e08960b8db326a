import { and, eq, inArray, isNull } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload } from '../files/accept-upload.service.js';
import type { RichTextRules } from '../../rich-text.js';

const NEWS_IMAGE_KEY = /^news-image\/e\d+\/[0-9a-f]{32}\.[a-z]{3,4}$/;

/** The storage key of a news image address, or null for any other address. */
export function newsImageKey(services: Services, src: string): string | null {
  const base = services.storage.publicUrl('');
  if (!src.startsWith(base)) return null;
  const key = src.slice(base.length);
  return NEWS_IMAGE_KEY.test(key) ? key : null;
}

/** Images of announcements are news uploads served by the storage adapter, nothing else. */
export const newsImageRules = (services: Services): RichTextRules => ({
  imageAllowed: (src) => newsImageKey(services, src) !== null,
});

/**
 * Before an announcement refers to its images, each must be a news upload the server accepted
 * (decoded and encoded again, see acceptUpload): the author's new images are accepted here, images
 * already in use (kept by another editor) stay as they are. Each is then marked in use.
 */
export async function requireNewsImages(services: Services, viewer: Viewer, doc: string): Promise<void> {
  const keys = [
    ...new Set([...doc.matchAll(/"src":"([^"]+)"/g)].map((match) => newsImageKey(services, match[1]!)).filter((key) => key !== null)),
  ];
  if (keys.length === 0) return;
  const files = await services.db
    .select()
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.key, keys), eq(uploadedFiles.purpose, 'NEWS_IMAGE'), isNull(uploadedFiles.deletedAt)));
  for (const key of keys) {
    const file = files.find((candidate) => candidate.key === key);
    if (!file) throw new DomainError('NEWS_IMAGE_NOT_FOUND');
    const fileId = file.uploadedAt ? file.id : (await acceptUpload(services, viewer, key, 'NEWS_IMAGE')).fileId;
    await attachUpload(services.db, fileId, services.now());
  }
}
