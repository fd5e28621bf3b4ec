import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledArgs, projectRoot as ROOT } from '../test-support/compiled';
import { removeDir, tempDataDir } from '../test-support/temp-dir';
import { DataFolderInUse, DataFolderLock, LOCK_FILE, lockHolder } from './data-lock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await tempDataDir('lock');
});
afterEach(() => removeDir(dataDir));

/** The pid of a process that has exited: what a crashed server leaves in its lock. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

describe('one server per data folder', () => {
  it('when the folder is held, then a second lock is refused, naming the folder and the holder', async () => {
    const lock = await DataFolderLock.acquire(dataDir);
    const refused = await DataFolderLock.acquire(dataDir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderInUse);
    expect((refused as Error).message).toContain(dataDir);
    expect((refused as Error).message).toContain(`process ${process.pid}`);
    expect(await lockHolder(dataDir)).toMatchObject({ pid: process.pid, host: hostname() });

    lock.release();
    expect(await lockHolder(dataDir)).toBeNull();
    (await DataFolderLock.acquire(dataDir)).release();
  });

  it('when many try at once, then exactly one holds it', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => DataFolderLock.acquire(dataDir)));
    const held = results.filter((result) => result.status === 'fulfilled');
    expect(held).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected' && result.reason instanceof DataFolderInUse)).toHaveLength(7);
    held[0]!.value.release();
  });

  it('when the holder died (crash, kill -9) or its pid now belongs to another program, then the lock is taken over', async () => {
    const file = join(dataDir, LOCK_FILE);
    await writeFile(file, JSON.stringify({ pid: deadPid(), host: hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    const afterCrash = await DataFolderLock.acquire(dataDir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
    afterCrash.release();

    // This very pid, but a process that started at another time: the pid was reused.
    await writeFile(file, JSON.stringify({ pid: process.pid, host: hostname(), startedAt: '2026-01-01T00:00:00Z', processStart: '1' }));
    const afterReuse = await DataFolderLock.acquire(dataDir);
    afterReuse.release();

    await writeFile(file, 'not a lock');
    (await DataFolderLock.acquire(dataDir)).release();
  });

  it('when the holder was killed and its parent has not reaped it yet (a zombie), then the lock is taken over', async () => {
    // `exec sleep` replaces the shell, so nothing waits for the background child: once it exits, it stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.01 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const [line] = (await once(createInterface({ input: parent.stdout! }), 'line')) as [string];
      const zombie = Number(line);
      const stat = async () => readFile(`/proc/${zombie}/stat`, 'utf8');
      while (!/\) Z /.test(await stat())) await new Promise((resolve) => setTimeout(resolve, 10));
      const processStart = (await stat()).slice((await stat()).lastIndexOf(')') + 2).split(' ')[19];
      await writeFile(join(dataDir, LOCK_FILE), JSON.stringify({ pid: zombie, host: hostname(), startedAt: new Date().toISOString(), processStart }));

      const taken = await DataFolderLock.acquire(dataDir);

      expect(JSON.parse(await readFile(join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
      taken.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('when the holder is on another machine sharing the folder, then the lock stands', async () => {
    await writeFile(join(dataDir, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: 'another-host.example', startedAt: '2026-01-01T00:00:00Z' }));
    await expect(DataFolderLock.acquire(dataDir)).rejects.toBeInstanceOf(DataFolderInUse);
  });

  it('when a second server starts on a folder in use, then it exits non-zero at once with one line naming the folder and the holder; after kill -9 of the first, a new one starts', async () => {
    const start = () => {
      const child = spawn(process.execPath, compiledArgs('server'), {
        cwd: ROOT,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'no-build'), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const lines: { level: number; msg: string }[] = [];
      const listening = new Promise<void>((resolveStarted) =>
        createInterface({ input: child.stdout! }).on('line', (text) => {
          const line = JSON.parse(text) as { level: number; msg: string };
          lines.push(line);
          if (line.msg.startsWith('Site and API on')) resolveStarted();
        }),
      );
      return { child, lines, listening, exited: once(child, 'exit').then(([code]) => code as number) };
    };

    const first = start();
    await first.listening;
    // The second gives up while the first still holds the folder (it is stopped only afterwards), rather than waiting for it.
    const second = start();
    expect(await second.exited).toBe(1);
    expect(first.child.exitCode).toBeNull();
    const fatal = second.lines.filter((line) => line.level >= 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toContain(`Data folder ${dataDir} is in use by another server (process ${first.child.pid}`);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = start();
    await third.listening;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // A clean stop leaves no lock behind.
    expect(await lockHolder(dataDir)).toBeNull();
    await expect(readFile(join(dataDir, LOCK_FILE))).rejects.toThrow();
  }, 60_000);
});
