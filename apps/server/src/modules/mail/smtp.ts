import nodemailer from 'nodemailer';
import type { MailTransport } from './outbox-worker.js';

/** nodemailer's SMTP transport from a URL such as smtp://user:pass@host:587 (SMTP_URL). */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url);
}
