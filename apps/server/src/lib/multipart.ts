import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

export interface FormData {
  fields: Record<string, string>;
  file?: UploadedFile;
}

/** Reads a multipart form (one image field named `image`) or a JSON body into plain fields. */
export async function readForm(req: FastifyRequest): Promise<FormData> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('VALIDATION', 'The request body must be an object');
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) {
      if (k === 'image') continue;
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[k] = String(v);
      // Lists and objects (a product's options, variants, declarations; issue 24) go on as JSON text, as a form sends them.
      else if (v !== null && typeof v === 'object') fields[k] = JSON.stringify(v);
    }
    return { fields };
  }
  const fields: Record<string, string> = Object.create(null);
  let file: UploadedFile | undefined;
  // A problem found mid-form is thrown only once the whole form is read: leaving the stream half-read
  // makes the parser fail with its own (500) error instead of this message.
  let problem: AppError | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname !== 'image') problem ??= new AppError('VALIDATION', `Unexpected file field "${part.fieldname}": send the image as "image"`);
        else if (file) problem ??= new AppError('TOO_LARGE', 'Only one image can be uploaded at a time');
        else if (buffer.length > 0) file = { buffer, filename: part.filename };
      } else if (typeof part.value === 'string') {
        if (part.fieldname === '__proto__' || part.fieldname === 'constructor' || part.fieldname === 'prototype') continue;
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Size limits and forbidden names are the plugin's own 4xx errors; anything else is a broken form.
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof AppError || (status && status >= 400 && status < 500)) throw err;
    throw new AppError('VALIDATION', 'The form could not be read: it is incomplete or malformed');
  }
  if (problem) throw problem;
  return { fields: { ...fields }, file };
}
