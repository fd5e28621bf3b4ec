import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real PostgreSQL for the tests (Debian's `postgresql` package, which `.ci/run` installs): a cluster
 * made with `initdb` in a temporary folder and started with `pg_ctl` on a free port of 127.0.0.1. As
 * root (CI runs as root, and PostgreSQL refuses it) the programs run as the `postgres` user, in a
 * folder that user owns. Trust authentication on loopback only: it is a throwaway cluster.
 */
export interface TestCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly adminUrl: string;
  readonly port: number;
  /** Stops the server and leaves its folder, as an outage would (`pg_ctl stop -m fast`). */
  pause(): void;
  /** Starts it again, on the same port and data. */
  resume(): void;
  stop(): void;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder of PostgreSQL's programs: `pg_config --bindir`, else the newest of Debian's /usr/lib/postgresql/<major>/bin. */
export function postgresBin(): string {
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(bindir, 'initdb'))) return bindir;
  } catch {
    // No pg_config on the PATH: look where Debian puts the server.
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const major of majors) if (existsSync(join(root, major, 'bin', 'initdb'))) return join(root, major, 'bin');
  throw new Error('PostgreSQL is not installed: the database tests need Debian\'s "postgresql" package (apt-get install -y postgresql), as .ci/run installs it.');
}

/** Runs one of PostgreSQL's programs, as the `postgres` user when this process is root. */
function asOwner(bin: string, program: string, args: string[]): { command: string; args: string[] } {
  const path = join(bin, program);
  return isRoot ? { command: 'runuser', args: ['-u', 'postgres', '--', path, ...args] } : { command: path, args };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, program: string, args: string[]): void {
  const { command, args: full } = asOwner(bin, program, args);
  execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Makes and starts a cluster; `stop()` stops it and removes its folder. `durable` keeps
 * PostgreSQL's defaults for writing (fsync on) and a production-like shared_buffers, for measuring.
 */
export async function startCluster({ durable = false }: { durable?: boolean } = {}): Promise<TestCluster> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'woundcare-pg-'));
  const data = join(folder, 'data');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // fsync off and a small shared_buffers: a test cluster's data is thrown away, and the machine has other work.
  const writing = durable ? '-c shared_buffers=256MB -c max_wal_size=2GB' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=32MB';
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c max_connections=200 ${writing}`;
  const start = () => run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '60', 'start']);
  start();
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    pause: () => run(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

/** A database of its own for one test file, made from the cluster's admin connection; dropped with `drop()`. */
export async function freshDatabase(adminUrl: string, label = 'test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await psql(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    drop: () => psql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One statement through psql (no client library needed by the harness itself). */
function psql(url: string, statement: string): Promise<void> {
  const bin = postgresBin();
  return new Promise((resolve, reject) => {
    const child = spawn(join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', statement], { stdio: ['ignore', 'ignore', 'pipe'] });
    let error = '';
    child.stderr.on('data', (chunk: Buffer) => (error += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`psql: ${error.trim() || `exit ${code}`}`))));
  });
}
