/**
 * `npm ci` refuses a lockfile that no longer satisfies package.json. A dependency asked for by a dist-tag
 * ("latest") is satisfied only until the tag moves: Lighthouse's trace engine asks for third-party-web@latest, and
 * when 0.30.0 was published, `npm run bench` stopped installing on a fresh clone. Such a dependency must be pinned
 * by an `overrides` entry, so that the lockfile stays valid whatever the registry publishes next.
 */
import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
type Lock = { packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }> };
type Pkg = { overrides?: Record<string, string | Record<string, string>> };
const read = <T>(file: string) => JSON.parse(fs.readFileSync(new URL(file, root), 'utf8')) as T;

/** The (package, dependency) pairs asked for by something that is not a version range, a URL or an alias. */
function taggedDependencies(lock: Lock): Array<[string, string, string]> {
  const tagged: Array<[string, string, string]> = [];
  for (const [where, p] of Object.entries(lock.packages)) {
    if (!where) continue;
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const [dep, spec] of Object.entries({ ...p.dependencies, ...p.optionalDependencies })) {
      if (semver.validRange(spec) !== null || /^(npm:|file:|git|https?:|github:|workspace:|link:)/.test(spec) || spec.includes('/')) continue;
      tagged.push([name, dep, spec]);
    }
  }
  return tagged;
}

describe('dependencies asked for by a dist-tag are pinned', () => {
  it.each([
    ['package.json', 'package-lock.json'],
    ['bench/package.json', 'bench/package-lock.json'],
  ])('%s pins every dist-tag its lockfile depends on', (pkgFile, lockFile) => {
    const overrides = read<Pkg>(pkgFile).overrides ?? {};
    const unpinned = taggedDependencies(read<Lock>(lockFile))
      .filter(([parent, dep]) => {
        const o = overrides[parent];
        return (
          !(typeof o === 'object' && typeof o[dep] === 'string' && semver.valid(o[dep])) &&
          !(typeof overrides[dep] === 'string' && semver.valid(overrides[dep] as string))
        );
      })
      .map(([parent, dep, spec]) => `${parent} asks for ${dep}@${spec}`);
    expect(unpinned, `pin these in ${pkgFile}'s overrides`).toEqual([]);
  });

  it('finds a tag when one is not pinned', () => {
    const lock: Lock = { packages: { '': {}, 'node_modules/a': { dependencies: { b: 'latest', c: '^1.0.0' } } } };
    expect(taggedDependencies(lock)).toEqual([['a', 'b', 'latest']]);
  });
});
