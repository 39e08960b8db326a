import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { INCOMING_PREFIX, KeyTakenError, type Storage, type StoredFile, UPLOAD_URL_SECONDS } from './storage.js';

/**
 * S3 presigned PUT URLs; credentials come from the standard AWS environment variables. The
 * bucket's policy must keep keys under INCOMING_PREFIX private (bodies as the browser sent them,
 * before the server accepted them); every other key is a file the server wrote itself.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  /** Presigned PUTs address the bucket's virtual-hosted endpoint on AWS, or the store's own address. */
  readonly uploadOrigin: string;

  /**
   * `endpoint`: an S3-compatible store other than AWS (MinIO and the like). Its bucket is a path
   * under that one address (path-style), which needs no DNS name or certificate per bucket.
   */
  constructor(
    private readonly bucket: string,
    region: string,
    private readonly publicBase: string,
    endpoint?: string,
    /** Objects per listing request (S3's own limit is 1,000). */
    private readonly listPageSize = 1000,
  ) {
    this.client = new S3Client(endpoint ? { region, endpoint, forcePathStyle: true } : { region });
    this.uploadOrigin = endpoint ? new URL(endpoint).origin : `https://${bucket}.s3.${region}.amazonaws.com`;
  }

  /** The size limit is checked when the upload is signed (declared size) and the content type is bound. */
  signUpload(key: string, contentType: string, _maxBytes: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType });
    return getSignedUrl(this.client, command, { expiresIn: UPLOAD_URL_SECONDS, signableHeaders: new Set(['content-type']) });
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async head(key: string): Promise<{ sizeBytes: number } | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { sizeBytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array());
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      throw error;
    }
  }

  /** A conditional write (If-None-Match: *): S3 answers 412 when the key already holds an object. */
  async writeOnce(key: string, body: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }),
      );
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw new KeyTakenError(key);
      throw error;
    }
  }

  /** The bucket's objects, a page (up to `listPageSize`) at a time. */
  async *list(): AsyncIterable<StoredFile> {
    for await (const page of paginateListObjectsV2({ client: this.client, pageSize: this.listPageSize }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && !object.Key.startsWith(INCOMING_PREFIX)) yield { key: object.Key, sizeBytes: object.Size ?? 0 };
      }
    }
  }
}
