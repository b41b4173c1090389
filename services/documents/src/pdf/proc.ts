import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident memory of a process and its descendants, read from /proc (Linux).
 * The browser is several processes (browser, renderers, utilities); what grows
 * when a browser leaks is the sum. Elsewhere every answer is null.
 */

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function pids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((n) => /^\d+$/.test(n))
      .map(Number);
  } catch {
    return [];
  }
}

/** The process whose command line holds `marker` and is not a Chromium child (`--type=`). */
export function findProcessByArg(marker: string): number | null {
  for (const pid of pids()) {
    const cmd = read(`/proc/${pid}/cmdline`);
    if (cmd && cmd.includes(marker) && !cmd.includes('--type=')) return pid;
  }
  return null;
}

/** VmRSS in bytes, or null when the process is gone. */
export function rssBytes(pid: number): number | null {
  const status = read(`/proc/${pid}/status`);
  const m = status && /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) * 1024 : null;
}

function parentOf(pid: number): number | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(rest[1]);
  return Number.isFinite(ppid) ? ppid : null;
}

/**
 * Proportional set size in bytes (/proc/<pid>/smaps_rollup): shared pages are
 * split between the processes sharing them, so a sum over a process tree does
 * not count Chromium's shared libraries once per process the way RSS does.
 * Falls back to RSS where smaps_rollup is unreadable.
 */
export function pssBytes(pid: number): number | null {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  const m = rollup && /^Pss:\s+(\d+)\s+kB/m.exec(rollup);
  return m ? Number(m[1]) * 1024 : rssBytes(pid);
}

/** Memory (PSS) of `root` plus every descendant (renderer, GPU, utility and zygote processes). */
export function treeMemoryBytes(root: number): number | null {
  const all = pids();
  const children = new Map<number, number[]>();
  for (const pid of all) {
    const parent = parentOf(pid);
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  let found = false;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    const bytes = pssBytes(pid);
    if (bytes !== null) {
      total += bytes;
      found = true;
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return found ? total : null;
}
