import crypto from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../lib/errors.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 1920;
export const THUMB_SIDE = 480;
/** Refuse decompression bombs before decoding: 50 megapixels is far beyond any product photo. */
export const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);

export interface ProcessedImage {
  name: string;
  full: Buffer;
  thumb: Buffer;
}

/**
 * Checks the bytes are a real raster image (never trusting name or MIME type), re-encodes it to WebP
 * without metadata (EXIF and GPS gone), caps the longer side at 1920 px, and makes a thumbnail.
 * The file name is the content hash, so the same image is stored once and can be cached forever.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw notAnImage();
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AppError('VALIDATION', `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }
  try {
    const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
    const full = await base
      .clone()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await base
      .clone()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 74 })
      .toBuffer();
    const name = `${crypto.createHash('sha256').update(full).digest('hex').slice(0, 32)}.webp`;
    return { name, full, thumb };
  } catch {
    throw new AppError('VALIDATION', 'The image could not be read: it may be damaged or truncated');
  }
}

/** The formats a return's photo may come in (issue 26 #2): what a phone's camera or a screenshot makes. */
const RETURN_PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
export const NOT_A_RETURN_PHOTO = 'The file is not a supported photo: attach a JPEG, PNG or WebP picture';

/**
 * A return's photo: only JPEG, PNG or WebP, then checked and re-encoded as a product photo is (WebP, at most
 * 1920 px, EXIF and GPS gone), so the shop never receives where the shopper lives from a photo's metadata.
 */
export async function processReturnPhoto(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: false }).metadata()).format;
  } catch {
    throw new AppError('VALIDATION', NOT_A_RETURN_PHOTO);
  }
  if (!format || !RETURN_PHOTO_FORMATS.has(format)) throw new AppError('VALIDATION', NOT_A_RETURN_PHOTO);
  return (await processImage(input)).full;
}

const notAnImage = () => new AppError('VALIDATION', 'The file is not a supported image: upload a JPEG, PNG, WebP, AVIF or GIF picture');
