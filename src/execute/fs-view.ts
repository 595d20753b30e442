import { lstatSync, readlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, resolve } from 'node:path';
import { byCodeUnit } from '../core/order.js';

/**
 * What the sandbox shows of the host's file system: a few host paths bound read-only at the same place, and the
 * symlinks met on the way to them, recreated. Everything else of the host is absent; the sandbox adds its own
 * private /tmp, /proc and /dev.
 */
export interface FsView {
  /** host paths bound read-only at the same path, sorted; none lies inside another */
  readonly binds: readonly string[];
  /** symlinks recreated inside the sandbox: [path, target exactly as the host stores it], sorted by path */
  readonly symlinks: readonly (readonly [string, string])[];
}

/** The directories the sandbox makes itself, private to it: nothing of the host's shows through them. */
export const PRIVATE_MOUNTS = Object.freeze({ tmp: '/tmp', proc: '/proc', dev: '/dev' });

/** A chain of symlinks longer than this is a loop (the kernel's own limit is 40). */
const MAX_LINKS = 40;

/**
 * The smallest view that makes every one of `paths` resolve inside the sandbox as it does on the host: each path
 * is followed component by component; every symlink on the way is recreated (so `/lib64/ld-linux-x86-64.so.2`
 * keeps working through Debian's `/lib64 -> usr/lib64`), and the real file or folder it ends at is bound. Paths
 * that do not exist are left out. A bind inside another bind, and a symlink inside a bind, add nothing and are
 * dropped.
 */
export function viewOf(paths: Iterable<string>): FsView {
  const binds = new Set<string>();
  const links = new Map<string, string>();
  for (const p of paths) {
    if (isAbsolute(p)) follow(normalize(p), binds, links, 0);
  }
  // /proc and /dev are the sandbox's own (a mapped "/dev/zero (deleted)" is not a file to bind)
  const own = [PRIVATE_MOUNTS.proc, PRIVATE_MOUNTS.dev];
  const kept = [...binds]
    .filter((b) => !own.some((d) => b === d || inside(b, d)))
    .sort()
    .filter((b, i, all) => !all.slice(0, i).some((a) => inside(b, a)));
  const symlinks = [...links.entries()]
    .filter(([link]) => !kept.some((b) => inside(link, b) || link === b))
    .sort(([a], [b]) => byCodeUnit(a, b));
  return Object.freeze({ binds: Object.freeze(kept), symlinks: Object.freeze(symlinks) });
}

/**
 * Walk `path` from the root; when it ends at something that exists, record the real path it ends at and the
 * symlinks met on the way, and return true (a path that leads nowhere, or round a loop, adds nothing).
 */
function follow(path: string, binds: Set<string>, links: Map<string, string>, depth: number): boolean {
  if (depth > MAX_LINKS) return false;
  const parts = path.split('/').filter(Boolean);
  let real = '/';
  for (let i = 0; i < parts.length; i++) {
    const next = join(real, parts[i]);
    let isLink: boolean;
    try {
      isLink = lstatSync(next).isSymbolicLink();
    } catch {
      return false; // absent on the host: nothing to show
    }
    if (isLink) {
      const target = readlinkSync(next);
      const found = follow(join(resolve(real, target), ...parts.slice(i + 1)), binds, links, depth + 1);
      if (found) links.set(next, target);
      return found;
    }
    real = next;
  }
  if (real === '/') return false;
  binds.add(real);
  return true;
}

/** True when `path` lies strictly inside folder `dir`. */
function inside(path: string, dir: string): boolean {
  return path.startsWith(dir === '/' ? '/' : `${dir}/`) && path !== dir;
}

/** Every host path a snippet can see, for summaries and docs: the binds, then `link -> target` for symlinks. */
export function describeView(view: FsView): string[] {
  return [...view.binds, ...view.symlinks.map(([link, target]) => `${link} -> ${target}`)];
}

/**
 * bubblewrap arguments that build the view on bwrap's empty root: the private /tmp, /proc and /dev; the folders
 * leading to each bound path, made 0755 (bwrap would make them 0700, and tests running as another uid could not
 * reach what is bound there); the binds (an interpreter in a folder under /tmp still shows through the private
 * /tmp); the symlinks; and finally the root remounted read-only, so that nothing bwrap created there is writable.
 */
export function bwrapViewArgs(view: FsView): string[] {
  return [
    '--tmpfs',
    PRIVATE_MOUNTS.tmp,
    '--proc',
    PRIVATE_MOUNTS.proc,
    '--dev',
    PRIVATE_MOUNTS.dev,
    ...foldersLeadingTo(view).flatMap((d) => ['--perms', '0755', '--dir', d]),
    ...view.binds.flatMap((b) => ['--ro-bind', b, b]),
    ...view.symlinks.flatMap(([link, target]) => ['--symlink', target, link]),
    '--remount-ro',
    '/',
  ];
}

/** The folders above every bind and symlink that the sandbox must create, parents first. */
function foldersLeadingTo(view: FsView): string[] {
  const dirs = new Set<string>();
  for (const p of [...view.binds, ...view.symlinks.map(([link]) => link)]) {
    for (
      let d = dirname(p);
      d !== '/' && !(Object.values(PRIVATE_MOUNTS) as string[]).includes(d);
      d = dirname(d)
    ) {
      dirs.add(d);
    }
  }
  return [...dirs].filter((d) => !view.binds.some((b) => d === b || inside(d, b))).sort();
}
