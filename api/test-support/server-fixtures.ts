import { afterAll, afterEach } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';
import { removeDir, tempDataDir } from './temp-dir';

/**
 * The data folders and real server processes a test file makes, stopped (by `signal`) and removed
 * after each test or after the file, so no test leaves a process or a folder behind.
 */
export function serverFixtures({ after, signal }: { after: 'each' | 'all'; signal: NodeJS.Signals }) {
  let folders: string[] = [];
  let servers: ServerProcess[] = [];
  (after === 'each' ? afterEach : afterAll)(async () => {
    const [stopping, removing] = [servers, folders];
    servers = [];
    folders = [];
    await Promise.all(stopping.map((server) => server.stop(signal)));
    await Promise.all(removing.map(removeDir));
  });
  return {
    async folder(label: string): Promise<string> {
      const dataDir = await tempDataDir(label);
      folders.push(dataDir);
      return dataDir;
    },
    async start(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
      const server = await startServerProcess(dataDir, env);
      servers.push(server);
      return server;
    },
  };
}
