import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** A process as `ps` shows it: its id and its command line (to recognise it later). */
export interface ProcessInfo {
  pid: number;
  command: string;
}

function processTable(): { pid: number; ppid: number; command: string }[] {
  const out = execFileSync('ps', ['-A', '-o', 'pid=', '-o', 'ppid=', '-o', 'args='], {
    encoding: 'utf8',
  });
  return out.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
    return match ? [{ pid: Number(match[1]), ppid: Number(match[2]), command: match[3]! }] : [];
  });
}

/** The Firestore and Auth emulators run detached from the CLI: a process group misses them. */
export function processTree(root: number): ProcessInfo[] {
  const table = processTable();
  const found: ProcessInfo[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const own = table.find((entry) => entry.pid === pid);
    if (own) found.push({ pid, command: own.command });
    queue.push(...table.filter((entry) => entry.ppid === pid).map((entry) => entry.pid));
  }
  return found;
}

/** Those of `processes` still running as the same command (a reused id is left alone). */
export function stillRunning(processes: ProcessInfo[]): ProcessInfo[] {
  const table = processTable();
  return processes.filter((p) => table.some((e) => e.pid === p.pid && e.command === p.command));
}

export function killAll(processes: ProcessInfo[], signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const { pid } of stillRunning(processes)) {
    try {
      process.kill(pid, signal);
    } catch {
      // gone meanwhile
    }
  }
}

/** Keeps the processes of a run in `file`, so the next run can end any that outlived it. */
export function recordProcesses(file: string, processes: ProcessInfo[]): void {
  writeFileSync(file, JSON.stringify(processes));
}

export async function untilGone(processes: ProcessInfo[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (stillRunning(processes).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function endRecordedProcesses(file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  let recorded: ProcessInfo[] = [];
  try {
    recorded = JSON.parse(readFileSync(file, 'utf8')) as ProcessInfo[];
  } catch {
    // an unreadable record names nothing
  }
  const left = stillRunning(recorded);
  killAll(left);
  await untilGone(left);
  rmSync(file, { force: true });
  return left.length;
}
