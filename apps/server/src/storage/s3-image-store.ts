import type { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import type { ProcessedImage } from './images.js';
import type { ImageArea, ImageStore, OpenedImage } from './image-store.js';
import { IMAGE_CACHE_CONTROL, imageContentType } from './image-store.js';

/** What a user is told when the bucket cannot take an image: nothing was saved, and trying later helps. */
export const STORAGE_UNAVAILABLE =
  'Images cannot be saved right now because the image storage is not answering. Nothing was saved: please try again in a few minutes.';

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), under the same keys as the local folder's
 * paths: `{area}/{name}` and `{area}/thumb/{name}`. Every instance reads and writes the same bucket, so an image
 * uploaded through one is served by all (decision 027). The URLs stay /uploads/...: `open` streams the object.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    /** Sees the cause of a failed bucket call (the user gets only STORAGE_UNAVAILABLE). */
    private readonly onError: (err: unknown, what: string) => void = () => {},
  ) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // One retry, and no waiting for ever on a bucket that does not answer: an upload request should fail in
      // seconds with a message, not hang until the client gives up.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default
      // (CRC32 trailers on every upload). The content-hash file name already identifies the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get publicUrl(): string | undefined {
    return this.config.publicUrl;
  }

  /**
   * Writes the thumbnail, then the full image: the caller writes its row only after both are in the bucket, so a
   * failed upload leaves no row pointing at a missing image (at worst an unreferenced object, harmless: names are
   * content hashes, and the next upload of the same picture reuses it).
   */
  async save(area: ImageArea, image: ProcessedImage): Promise<string> {
    try {
      await this.put(`${area}/thumb/${image.name}`, image.thumb, image.name);
      await this.put(`${area}/${image.name}`, image.full, image.name);
    } catch (err) {
      this.onError(err, 'saving an image to the bucket');
      throw new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE);
    }
    return image.name;
  }

  /** The object at `key` (`{area}/{name}` or `{area}/thumb/{name}`), or null when there is none. */
  async open(key: string, ifNoneMatch?: string): Promise<OpenedImage | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, IfNoneMatch: ifNoneMatch }));
      return { status: 200, body: res.Body as Readable, length: res.ContentLength, etag: res.ETag, lastModified: res.LastModified };
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 404 || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound'))) return null;
      if (status === 304) return { status: 304, etag: ifNoneMatch };
      this.onError(err, 'reading an image from the bucket');
      throw new AppError('UNAVAILABLE', 'The image storage is not answering: please try again in a few minutes.');
    }
  }

  close(): void {
    this.client.destroy();
  }

  private async put(key: string, body: Buffer, name: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: imageContentType(name),
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  }
}
