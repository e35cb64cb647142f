/// <reference lib="webworker" />
/**
 * Compresses a picked image off the main thread (spec §5: at most 0.5 MB and 1920 px on the longer side).
 * browser-image-compression is bundled into this worker; its own worker mode is off because that one
 * loads the library from a public CDN (Bazaar loads nothing from a CDN).
 */
import imageCompression from 'browser-image-compression';

export interface CompressRequest {
  id: number;
  file: File;
}
export type CompressResponse = { id: number; ok: true; file: File } | { id: number; ok: false; error: string };

export const COMPRESSION_OPTIONS = { maxSizeMB: 0.5, maxWidthOrHeight: 1920, useWebWorker: false } as const;

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<CompressRequest>) => {
  const { id, file } = event.data;
  try {
    const out: Blob = await imageCompression(file, { ...COMPRESSION_OPTIONS });
    // Keep a File with a name so the multipart upload has a file name.
    const result = out instanceof File ? out : new File([out], file.name, { type: out.type || file.type, lastModified: Date.now() });
    scope.postMessage({ id, ok: true, file: result } satisfies CompressResponse);
  } catch (err) {
    scope.postMessage({ id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies CompressResponse);
  }
};
