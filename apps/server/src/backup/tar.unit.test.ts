import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { packTar, readTar } from './tar.js';

async function archive(files: Array<[string, Buffer]>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of packTar(files.map(([name, data]) => ({ name, data })))) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

async function entries(bytes: Buffer, chunk = 700) {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  const out: Array<[string, Buffer]> = [];
  for await (const e of readTar(Readable.from(parts))) out.push([e.name, e.data]);
  return out;
}

describe('the backup archive format (ustar)', () => {
  const files: Array<[string, Buffer]> = [
    ['bazaar-backup.json', Buffer.from('{"format":1}\n')],
    ['empty', Buffer.alloc(0)],
    ['exactly-a-block', Buffer.alloc(512, 7)],
    [`uploads/products/thumb/${'a'.repeat(32)}.webp`, Buffer.alloc(1500, 3)],
    [`${'deep/'.repeat(25)}file.bin`, Buffer.from('long names use the prefix field')],
  ];

  it('reads back what it writes, whatever the chunking', async () => {
    const bytes = await archive(files);
    for (const chunk of [1, 511, 512, 700, 1 << 20]) expect(await entries(bytes, chunk)).toEqual(files);
  });

  it('writes archives the system tar lists', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-tar-'));
    try {
      const file = path.join(dir, 'a.tar');
      fs.writeFileSync(file, await archive(files));
      let listed: string;
      try {
        listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' });
      } catch {
        return; // no tar on this machine: the round trip above still holds
      }
      expect(listed.trim().split('\n')).toEqual(files.map(([n]) => n));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a tar, a damaged header and a truncated file', async () => {
    await expect(entries(Buffer.alloc(1024, 65))).rejects.toThrow(/not a Bazaar backup/);
    const damaged = await archive(files);
    damaged[3] = 66;
    await expect(entries(damaged)).rejects.toThrow(/damaged/);
    await expect(entries((await archive(files)).subarray(0, 1200))).rejects.toThrow(/truncated/);
  });
});
