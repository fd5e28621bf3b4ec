import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { compiledArgs, projectRoot } from '../../api/test-support/compiled';
import { startServerProcess, type ServerProcess } from '../../api/test-support/server-process';
import { type RunningDatabase, type StorageMode, storageEnv } from './database';

export interface AppServer {
  name: string;
  port: number;
  /** Its own data folder: all its data in lowdb mode; in database mode nothing the proofs read. */
  dataDir: string;
  process?: ServerProcess;
}

export interface ServerPair {
  mode: StorageMode;
  /** The one database both servers keep their data in (database mode). */
  database?: RunningDatabase;
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
 * mode, one DATABASE_URL. The staff account is made as an operator would: on each data folder
 * before its server starts (lowdb), or once through the first running server's account socket
 * (database mode: the server then writes it to the database both share).
 */
export async function startPair({ mode, database, ports, home, env, staff }: PairOptions): Promise<ServerPair> {
  const secret = randomBytes(36).toString('base64');
  const full = (server: AppServer): Record<string, string> => ({ PORT: String(server.port), APP_SECRET: secret, ...storageEnv(database), ...env });
  const servers: AppServer[] = ports.map((port, n) => ({ name: `server ${n + 1} (port ${port})`, dataDir: join(home, `data-${n + 1}`), port }));
  const pair: ServerPair = {
    mode,
    ...(database ? { database } : {}),
    servers,
    start: async (server) => {
      server.process = await startServerProcess(server.dataDir, full(server));
    },
    stopAll: async () => {
      await Promise.all(servers.map((server) => server.process?.stop('SIGINT')));
    },
  };
  try {
    for (const [at, server] of servers.entries()) {
      await mkdir(server.dataDir, { mode: 0o700 });
      if (staff && mode === 'lowdb') addStaff(server, full(server), staff);
      await pair.start(server);
      // Without DATABASE_URL the command talks to the running server's socket in its data folder (decision 011).
      if (staff && mode === 'database' && at === 0) addStaff(server, { PORT: String(server.port), APP_SECRET: secret, ...env }, staff);
    }
  } catch (error) {
    await pair.stopAll();
    throw error;
  }
  return pair;
}

/** `npm run staff add` on a server's data folder, or through its account socket when it runs. */
function addStaff(server: AppServer, env: Record<string, string>, { username, password }: { username: string; password: string }): void {
  try {
    execFileSync(process.execPath, compiledArgs('staff', ['add', username, '--password-stdin']), { cwd: projectRoot, env: { ...process.env, ...env, DATA_DIR: server.dataDir }, input: `${password}\n`, stdio: ['pipe', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`npm run staff add failed: ${stderr || String(error)}`);
  }
}
