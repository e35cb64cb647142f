import { execFileSync } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (what a copy-paste or a tax officer's search sees). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
}
