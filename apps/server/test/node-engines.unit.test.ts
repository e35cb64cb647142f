/**
 * `engines` in package.json is a promise: every installed package runs on every Node version it allows. npm only
 * warns (EBADENGINE) about the Node that runs the install, so this checks the lockfile against the oldest Node our
 * range allows and against the Node running the tests. A dependency that moves to Node 22 fails here, naming it.
 * The bench's own lockfile (bench/package.json: autocannon, Lighthouse) is held to the same range.
 */
import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const pkg = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }> };
const readLock = (file: string) => JSON.parse(fs.readFileSync(new URL(file, root), 'utf8')) as Lock;
const locks: [string, Lock][] = [
  ['package-lock.json', readLock('package-lock.json')],
  ['bench/package-lock.json', readLock('bench/package-lock.json')],
];

describe('Node versions', () => {
  const ours = pkg.engines.node;
  const oldest = semver.minVersion(ours)!.version;

  it('our engines range is a real range that allows the Node running the tests', () => {
    expect(semver.validRange(ours)).not.toBeNull();
    expect(semver.satisfies(process.version, ours), `Node ${process.version} vs engines ${ours}`).toBe(true);
  });

  it.each(
    locks.flatMap(([file, lock]) => [
      [file, 'the oldest Node we allow', oldest, lock] as const,
      [file, 'the Node running the tests', process.versions.node, lock] as const,
    ]),
  )('every package in %s supports %s', (_file, _label, version, lock) => {
    const refusing: string[] = [];
    for (const [where, p] of Object.entries(lock.packages)) {
      const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      if (!where || !range) continue;
      if (!semver.satisfies(version, range, { includePrerelease: true })) refusing.push(`${where}@${p.version} needs node ${range}`);
    }
    expect(refusing, `packages that refuse Node ${version}`).toEqual([]);
  });
});
