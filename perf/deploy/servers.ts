import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { compiledArgs, projectRoot } from '../../api/test-support/compiled';
import { startServerProcess, type ServerProcess } from '../../api/test-support/server-process';
import { type RunningDatabase, type StorageMode, storageEnv, whyNotStarted } from './database';

export interface AppServer {
  name: string;
  port: number;
  /** Its own data folder: all its data in lowdb mode; in database mode nothing the proofs read. */
  dataDir: string;
  process?: ServerProcess;
}

export interface ServerPair {
  mode: StorageMode;
  servers: AppServer[];
  /** (Re)starts a server on its port and data folder, with the pair's environment. */
  start(server: AppServer): Promise<void>;
  /** SIGINT to each still running: no drain, nobody is routed to them any more. */
  stopAll(): Promise<void>;
}

export interface PairOptions {
  mode: StorageMode;
  database?: RunningDatabase;
  ports: readonly number[];
  home: string;
  /** Environment beside the pair's own (the proxy's settings, the mail server). */
  env: Record<string, string>;
  /** A staff account made before the servers start: in each folder (lowdb), once in the database. */
  staff?: { username: string; password: string };
}

/**
 * Two compiled app servers as the systemd unit runs them, with one APP_SECRET (one secret for
 * every server of a database: manage links made by one verify on the other) and, in database
 * mode, one DATABASE_URL. A server that refuses DATABASE_URL stops the run with a message saying
 * so (whyNotStarted), at once: the server exits before it listens.
 */
export async function startPair({ mode, database, ports, home, env, staff }: PairOptions): Promise<ServerPair> {
  const secret = randomBytes(36).toString('base64');
  const full = (server: AppServer): Record<string, string> => ({ PORT: String(server.port), APP_SECRET: secret, ...storageEnv(database), ...env });
  const servers: AppServer[] = ports.map((port, n) => ({ name: `server ${n + 1} (port ${port})`, dataDir: join(home, `data-${n + 1}`), port }));
  const pair: ServerPair = {
    mode,
    servers,
    start: async (server) => {
      try {
        server.process = await startServerProcess(server.dataDir, full(server));
      } catch (error) {
        throw whyNotStarted(error, mode);
      }
    },
    stopAll: async () => {
      await Promise.all(servers.map((server) => server.process?.stop('SIGINT')));
    },
  };
  try {
    for (const [at, server] of servers.entries()) {
      await mkdir(server.dataDir, { mode: 0o700 });
      if (staff && (mode === 'lowdb' || at === 0)) addStaff(server, full(server), staff, mode);
      await pair.start(server);
    }
  } catch (error) {
    await pair.stopAll();
    throw error;
  }
  return pair;
}

/** `npm run staff add` against a server's data (its folder, or the database with DATABASE_URL). */
function addStaff(server: AppServer, env: Record<string, string>, { username, password }: { username: string; password: string }, mode: StorageMode): void {
  try {
    execFileSync(process.execPath, compiledArgs('staff', ['add', username, '--password-stdin']), { cwd: projectRoot, env: { ...process.env, ...env, DATA_DIR: server.dataDir }, input: `${password}\n`, stdio: ['pipe', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw whyNotStarted(new Error(`npm run staff add failed: ${stderr || String(error)}`), mode);
  }
}
