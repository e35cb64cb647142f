import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { S3_DEFAULT_TIMEOUT_MS, type S3Config } from '../config.js';
import { AppError } from '../lib/errors.js';
import type { ProcessedImage } from './images.js';
import type { ImageArea, ImageStore, OpenedImage } from './image-store.js';
import { assertPrivateKey, IMAGE_CACHE_CONTROL, imageContentType } from './image-store.js';

/** What a user is told when the bucket cannot take an image: nothing was saved, and trying later helps. */
export const STORAGE_UNAVAILABLE =
  'Images cannot be saved right now because the image storage is not answering. Nothing was saved: please try again in a few minutes.';
/** What a reader of /uploads/... is told when the bucket does not hand over an image in time. */
export const STORAGE_UNREADABLE = 'The image storage is not answering: please try again in a few minutes.';

/**
 * An object up to this size is read whole before the answer starts, so a bucket that stops sending halfway is a
 * 503 with a message, not a cut image. Every image Bazaar stores is a re-encoded WebP of at most 1920 px (well
 * under this); a larger object copied in from elsewhere is streamed, and cut when the deadline passes.
 */
export const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...), under the same keys as the local folder's
 * paths: `{area}/{name}` and `{area}/thumb/{name}`. Every instance reads and writes the same bucket, so an image
 * uploaded through one is served by all (decision 027). The URLs stay /uploads/...: `open` streams the object.
 */
export class S3ImageStore implements ImageStore {
  private readonly client: S3Client;
  /** The deadline of one call (a save, or an image read with its bytes): connection, retries and body included. */
  private readonly timeoutMs: number;

  constructor(
    private readonly config: S3Config,
    /** Sees the cause of a failed bucket call (the user gets only STORAGE_UNAVAILABLE). */
    private readonly onError: (err: unknown, what: string) => void = () => {},
  ) {
    this.timeoutMs = config.timeoutMs ?? S3_DEFAULT_TIMEOUT_MS;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // One retry, and no waiting for ever on a bucket that does not answer: an upload request should fail in
      // seconds with a message, not hang until the client gives up. The SDK's own request timeout only logs a
      // warning unless `throwOnRequestTimeout` is set, and it ends when the headers arrive: the deadline that
      // holds is the abort signal every call below carries, which also covers the retry and the object's bytes.
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: Math.min(3_000, this.timeoutMs),
        requestTimeout: this.timeoutMs,
        throwOnRequestTimeout: true,
      },
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
    const abortSignal = this.deadline();
    try {
      await this.put(`${area}/thumb/${image.name}`, image.thumb, image.name, abortSignal);
      await this.put(`${area}/${image.name}`, image.full, image.name, abortSignal);
    } catch (err) {
      this.onError(
        abortSignal.aborted ? new Error(`the bucket did not answer within ${this.timeoutMs} ms`, { cause: err }) : err,
        'saving an image to the bucket',
      );
      throw new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE);
    }
    return image.name;
  }

  /** The object at `key` (`{area}/{name}` or `{area}/thumb/{name}`), or null when there is none. */
  async open(key: string, ifNoneMatch?: string): Promise<OpenedImage | null> {
    const abortSignal = this.deadline();
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key, IfNoneMatch: ifNoneMatch }), { abortSignal });
      const body = res.Body as Readable;
      const found = { length: res.ContentLength, etag: res.ETag, lastModified: res.LastModified };
      if (res.ContentLength !== undefined && res.ContentLength <= MAX_BUFFERED_BYTES) {
        const bytes = await readWhole(body, abortSignal);
        return { status: 200, body: bytes, ...found, length: bytes.length };
      }
      return { status: 200, body: cutAtDeadline(body, abortSignal), ...found };
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      if (status === 404 || (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound'))) return null;
      if (status === 304) return { status: 304, etag: ifNoneMatch };
      this.onError(
        abortSignal.aborted ? new Error(`the bucket did not answer within ${this.timeoutMs} ms`, { cause: err }) : err,
        'reading an image from the bucket',
      );
      throw new AppError('UNAVAILABLE', STORAGE_UNREADABLE);
    }
  }

  /** A return's photo (issue 26 #2): stored `private, no-store`, read only through the route that checks access. */
  async savePrivate(key: string, data: Buffer): Promise<void> {
    const abortSignal = this.deadline();
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: assertPrivateKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: 'image/webp',
          CacheControl: 'private, no-store',
        }),
        { abortSignal },
      );
    } catch (err) {
      this.onError(err, 'saving a private photo to the bucket');
      throw new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE);
    }
  }

  async openPrivate(key: string): Promise<Buffer | null> {
    const found = await this.open(assertPrivateKey(key));
    if (!found || found.status !== 200) return null;
    return Buffer.isBuffer(found.body) ? found.body : readWhole(found.body, this.deadline());
  }

  async deletePrivate(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const abortSignal = this.deadline();
      try {
        // S3 answers 204 for a key that is not there: deleting twice is fine.
        await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: assertPrivateKey(key) }), { abortSignal });
      } catch (err) {
        this.onError(err, 'deleting a private photo from the bucket');
        throw new AppError('UNAVAILABLE', 'The photo storage is not answering, so nothing was erased: please try again in a few minutes.');
      }
    }
  }

  close(): void {
    this.client.destroy();
  }

  /** Aborts everything the call does (connecting, sending, waiting, reading) once its time is up. */
  private deadline(): AbortSignal {
    return AbortSignal.timeout(this.timeoutMs);
  }

  private async put(key: string, body: Buffer, name: string, abortSignal: AbortSignal): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: imageContentType(name),
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
      { abortSignal },
    );
  }
}

/** The whole body, or a rejection when the deadline passes first (the stream is then destroyed). */
function readWhole(body: Readable, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const onAbort = () => body.destroy(signal.reason instanceof Error ? signal.reason : new Error('deadline passed'));
    const finish = (err?: Error) => {
      signal.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks));
    };
    if (signal.aborted) return (onAbort(), reject(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    body.on('data', (c: Buffer) => chunks.push(c));
    body.once('end', () => finish());
    body.once('error', (err) => finish(err));
    body.once('close', () => {
      if (!body.readableEnded) finish(new Error('the bucket closed the connection before the whole image arrived'));
    });
  });
}

/** A large object streamed as it comes, destroyed (the client's connection cut) if it is not through by the deadline. */
function cutAtDeadline(body: Readable, signal: AbortSignal): Readable {
  const onAbort = () => body.destroy(new Error('the bucket did not send the whole image in time'));
  if (signal.aborted) onAbort();
  else {
    signal.addEventListener('abort', onAbort, { once: true });
    body.once('close', () => signal.removeEventListener('abort', onAbort));
  }
  return body;
}
