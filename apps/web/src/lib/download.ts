import { ApiError, languageHeaders, networkMessage } from './api';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? '');
  return m?.[1] ?? fallback;
}

/**
 * Downloads a file the server makes (an invoice PDF, a register CSV) with the session cookie and saves it under
 * the server's file name. A refusal throws ApiError with the server's `message` (e.g. "no invoice yet"), so the
 * screen can show it instead of saving an error page as a file.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'include', headers: languageHeaders() });
  } catch {
    throw new ApiError(0, networkMessage(), 'NETWORK');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    throw new ApiError(res.status, typeof body.message === 'string' ? body.message : undefined, typeof body.code === 'string' ? body.code : undefined);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click starts the download synchronously; the URL can go once the browser has it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
