import crypto from 'node:crypto';

/**
 * Personal data kept sealed at rest (issue 26 #3, decision 100): a refund's bank account number. AES-256-GCM under
 * DATA_KEY, a key from the environment that every instance shares and that never enters the database, so a value
 * sealed on one instance opens on another days later, while a dump, a backup or a log line holds only the sealed
 * form. Each value is bound to what it belongs to (`context`, e.g. the return's id): a sealed value copied onto
 * another row does not open there.
 *
 * Unlike the outbox's key (decision 039), whose secrets live minutes, this one must outlive the process: without
 * DATA_KEY (development only; production refuses to start) a random key per process seals, and what it sealed
 * cannot be opened after a restart. Such a value is reported unreadable (`sealedWith` false), never a failure.
 */
export interface DataKey {
  /** 16 hex digits naming the key (a digest of it, useless for opening anything): sealed values carry it. */
  id: string;
  key: Buffer;
  /** true when no DATA_KEY was given: a random key of this process. */
  ephemeral: boolean;
}

/** DATA_KEY: exactly 64 hex digits (32 random bytes, `openssl rand -hex 32`); undefined for anything else. */
export function parseDataKey(text: string): Buffer | undefined {
  const t = text.trim();
  return /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : undefined;
}

export function dataKey(key?: Buffer): DataKey {
  const k = key ?? crypto.randomBytes(32);
  const id = crypto.createHash('sha256').update('bazaar data key id\n').update(k).digest('hex').slice(0, 16);
  return { id, key: k, ephemeral: !key };
}

const PREFIX = 'd1';

/** `d1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealData(value: string, k: DataKey, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', k.key, iv);
  cipher.setAAD(Buffer.from(`${k.id}\n${context}`));
  const ct = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return [PREFIX, k.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/** Whether this key sealed the value (read from its key id, without opening it). */
export const sealedWith = (sealed: string, k: DataKey): boolean => sealed.startsWith(`${PREFIX}.${k.id}.`);

/** The value, or undefined when another key sealed it, it belongs to another context, or it was tampered with. */
export function openData(sealed: string, k: DataKey, context: string): string | undefined {
  const [v, id, iv, tag, ct] = sealed.split('.');
  if (v !== PREFIX || id !== k.id || !iv || !tag || ct === undefined) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', k.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${k.id}\n${context}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
