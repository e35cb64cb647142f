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
  /**
   * Keys DATA_KEY replaced (DATA_KEY_PREVIOUS, decision 100 addendum): they still open what they sealed, and never seal,
   * so a key can be rotated without the shop asking shoppers again; `npm run data-key:rotate` re-seals under the new.
   */
  previous: Array<{ id: string; key: Buffer }>;
}

/** DATA_KEY: exactly 64 hex digits (32 random bytes, `openssl rand -hex 32`); undefined for anything else. */
export function parseDataKey(text: string): Buffer | undefined {
  const t = text.trim();
  return /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : undefined;
}

/** DATA_KEY_PREVIOUS: keys as DATA_KEY, separated by commas; undefined when any is not one. */
export function parseDataKeys(text: string): Buffer[] | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const keys = parts.map(parseDataKey);
  return keys.every((k): k is Buffer => k !== undefined) ? keys : undefined;
}

const keyId = (k: Buffer): string => crypto.createHash('sha256').update('bazaar data key id\n').update(k).digest('hex').slice(0, 16);

/** The key that seals (DATA_KEY, or a random one), and the earlier keys that only open (DATA_KEY_PREVIOUS). */
export function dataKey(key?: Buffer, previous: Buffer[] = []): DataKey {
  const k = key ?? crypto.randomBytes(32);
  const id = keyId(k);
  const earlier = previous.map((p) => ({ id: keyId(p), key: p })).filter((p) => p.id !== id);
  return { id, key: k, ephemeral: !key, previous: earlier };
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

/** Whether the current key sealed the value (read from its key id, without opening it): a rotation leaves it alone. */
export const sealedWith = (sealed: string, k: DataKey): boolean => sealed.startsWith(`${PREFIX}.${k.id}.`);

/** Whether the current key or one of the previous ones sealed the value (without opening it). */
export const opensWith = (sealed: string, k: DataKey): boolean => sealedWith(sealed, k) || k.previous.some((p) => sealed.startsWith(`${PREFIX}.${p.id}.`));

/**
 * The value, or undefined when no key of this ring sealed it, it belongs to another context, or it was tampered with.
 * The key is chosen by the id the value carries: the current key, else a previous one.
 */
export function openData(sealed: string, k: DataKey, context: string): string | undefined {
  const [v, id, iv, tag, ct] = sealed.split('.');
  if (v !== PREFIX || !iv || !tag || ct === undefined) return undefined;
  const use = id === k.id ? k : k.previous.find((p) => p.id === id);
  if (!use) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', use.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${use.id}\n${context}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
