import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage } from './storage.js';

/** S3 presigned PUT URLs; credentials come from the standard AWS environment variables. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  /** Presigned PUTs address the bucket's virtual-hosted endpoint. */
  readonly uploadOrigin: string;

  constructor(
    private readonly bucket: string,
    region: string,
    private readonly publicBase: string,
  ) {
    this.client = new S3Client({ region });
    this.uploadOrigin = `https://${bucket}.s3.${region}.amazonaws.com`;
  }

  /** The size limit is checked when the upload is signed (declared size) and the content type is bound. */
  signUpload(key: string, contentType: string, _maxBytes: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType });
    return getSignedUrl(this.client, command, { expiresIn: 600, signableHeaders: new Set(['content-type']) });
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

  async readStart(key: string, bytes: number): Promise<Uint8Array | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      throw error;
    }
  }
}
