import crypto from 'node:crypto';

/**
 * Secrets in mail (issue 21 #6, decision 039). A message that carries a secret — a password-reset link's token, a
 * COD confirmation code — is written to the outbox with SECRET_MARK where the secret goes, and the secret itself
 * sealed (AES-256-GCM) with a key that lives only in the server's memory: OUTBOX_KEY from the environment, or a
 * random key made at start-up. The worker opens it and puts it in at send time, then wipes the sealed copy; held
 * messages (no SMTP) keep none at all. So the outbox table, a dump or a backup never holds the secret in clear, and
 * the platform owner's Outbox screen shows SECRET_SHOWN in its place.
 */
export const SECRET_MARK = '__BAZAAR_SECRET__';
/** What the platform owner reads where the secret goes. */
export const SECRET_SHOWN = '[hidden: only the recipient gets it]';

export interface OutboxKey {
  /** 16 hex digits naming the key (a digest of it, useless for opening anything): sealed values carry it. */
  id: string;
  key: Buffer;
}

/** OUTBOX_KEY: 64 hex digits or 32 bytes in base64; undefined when the text is neither. */
export function parseOutboxKey(text: string): Buffer | undefined {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const b = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (b.length === 32) return b;
  }
  return undefined;
}

export function outboxKey(key: Buffer = crypto.randomBytes(32)): OutboxKey {
  const id = crypto.createHash('sha256').update('bazaar outbox key id\n').update(key).digest('hex').slice(0, 16);
  return { id, key };
}

/** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealSecret(secret: string, k: OutboxKey): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', k.key, iv);
  cipher.setAAD(Buffer.from(k.id));
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', k.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/** The secret, or undefined when it was sealed with another key (or is damaged). */
export function openSecret(sealed: string, k: OutboxKey): string | undefined {
  const [v, id, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || id !== k.id || !iv || !tag || ct === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(k.id));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** The prefix of values sealed with this key (the worker claims only those, and messages without a secret). */
export const sealedPrefix = (k: OutboxKey) => `v1.${k.id}.`;

/** Puts the secret in where the mark is. */
export const withSecret = (s: string, secret: string) => s.split(SECRET_MARK).join(secret);
/** What the platform owner sees. */
export const redacted = (s: string) => s.split(SECRET_MARK).join(SECRET_SHOWN);
