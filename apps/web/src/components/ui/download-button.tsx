import { useState, type ReactNode } from 'react';
import { messageOf } from '@/lib/api';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { Button, type ButtonVariant } from './button';

export interface DownloadButtonProps {
  /** The server path of the file (same origin, sent with the session cookie). */
  href: string;
  /** The name to save under when the server names none. */
  fileName: string;
  /** The visible label, with any screen-reader-only words. */
  children: ReactNode;
  /** Shown when the server gives no message of its own. */
  errorMessage: string;
  variant?: ButtonVariant;
  className?: string;
}

/** A button that downloads a file the server makes; a refusal shows the server's message as a toast. */
export function DownloadButton({ href, fileName, children, errorMessage, variant = 'outline', className }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadFile(href, fileName);
    } catch (err) {
      toast.error(messageOf(err, errorMessage));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant={variant} size="sm" onClick={download} loading={busy} className={className ?? 'whitespace-nowrap'}>
      {!busy && (
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
        </svg>
      )}
      {children}
    </Button>
  );
}
