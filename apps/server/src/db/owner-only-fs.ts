/**
 * PGlite's data folder with files 0600 and folders 0700 (issue 21 #10). PGlite writes through Emscripten's NODEFS,
 * which keeps its own umask (0022) and then sets each new file's mode with chmod, so the process umask does not
 * reach it: files came out 0666 (the copy of initdb's output) or 0644. This is PGlite's own NodeFS with every mode
 * NODEFS gives to a file or folder on disk (when it creates one, and when PostgreSQL or PGlite changes one)
 * stripped of group and other bits.
 */
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { ownerOnly } from '../lib/private-files.js';

/** The part of Emscripten's NODEFS this touches (not in PGlite's types). */
interface Nodefs {
  node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown };
  doSetAttr: (target: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
}

export class OwnerOnlyNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const { emscriptenOpts } = result;
    // After NodeFS's own preRun, which mounts the folder: patch the NODEFS object every node of it refers to.
    emscriptenOpts.preRun = [...(emscriptenOpts.preRun ?? []), (mod: { NODEFS: Nodefs }) => ownerOnlyNodefs(mod.NODEFS)];
    return result;
  }
}

const patched = new WeakSet<object>();

function ownerOnlyNodefs(nodefs: Nodefs): void {
  if (patched.has(nodefs)) return;
  patched.add(nodefs);
  const { mknod } = nodefs.node_ops;
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
  const doSetAttr = nodefs.doSetAttr.bind(nodefs);
  nodefs.doSetAttr = (target, node, attr, ...rest) =>
    doSetAttr(target, node, attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) }, ...rest);
}
