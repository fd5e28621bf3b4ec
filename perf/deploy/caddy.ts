import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../api/test-support/compiled';

/** The recipe's Caddyfile: checked here as it is, but for the lines `checkedCaddyfile` replaces. */
export const DEPLOY_CADDYFILE = join(projectRoot, 'deploy/Caddyfile');
const SITE = 'www.example.org {';
const UPSTREAMS = 'reverse_proxy 127.0.0.1:3001 127.0.0.1:3002 {';

export interface CaddyPorts {
  https: number;
  http: number;
  /** The two app servers' ports, in place of the recipe's 3001 and 3002. */
  app: readonly [number, number];
}

/**
 * deploy/Caddyfile for this machine: its global options (the ACME e-mail) replaced by a test's (no
 * admin endpoint, certificates from Caddy's own authority as `tls internal` makes them, nothing
 * added to the system's trust store, high ports on loopback only), its site named `localhost` and
 * its upstreams on `ports.app`. Everything else in the site block is the recipe's own. Throws when
 * the recipe no longer has the lines it replaces, rather than checking something else.
 */
export function checkedCaddyfile(recipe: string, ports: CaddyPorts): string {
  const globalEnd = recipe.search(/^\}$/m);
  if (!recipe.trimStart().replace(/^(#.*\n)+/, '').startsWith('{') || globalEnd < 0) throw new Error('deploy/Caddyfile no longer starts with a global options block.');
  const site = recipe.slice(globalEnd + 2);
  for (const line of [SITE, UPSTREAMS]) if (!site.includes(line)) throw new Error(`deploy/Caddyfile no longer has the line "${line}" the check replaces.`);
  const globals = ['admin off', 'skip_install_trust', 'local_certs', `http_port ${ports.http}`, `https_port ${ports.https}`, 'default_bind 127.0.0.1', 'grace_period 2s'];
  return `{\n${globals.map((option) => `\t${option}\n`).join('')}}\n${site
    .replace(SITE, 'localhost {')
    .replace(UPSTREAMS, `reverse_proxy 127.0.0.1:${ports.app[0]} 127.0.0.1:${ports.app[1]} {`)}`;
}

export interface RunningCaddy {
  /** Caddy's root certificate (PEM), the one authority the check's client trusts. */
  ca: string;
  version: string;
  stop(): Promise<void>;
}

/** Debian's caddy with `checkedCaddyfile`, its data and config in `home` (HOME, XDG_DATA_HOME, XDG_CONFIG_HOME). */
export async function startCaddy(home: string, ports: CaddyPorts): Promise<RunningCaddy> {
  const version = execFileSync('caddy', ['version'], { encoding: 'utf8' }).trim();
  await mkdir(home, { recursive: true, mode: 0o700 });
  const config = join(home, 'Caddyfile');
  await writeFile(config, checkedCaddyfile(await readFile(DEPLOY_CADDYFILE, 'utf8'), ports));
  const env = { ...process.env, HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CONFIG_HOME: join(home, 'config') };
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = once(child, 'exit');
  const rootCert = join(home, 'data/caddy/pki/authorities/local/root.crt');
  // Caddy makes its authority and the site's certificate as it starts: ready once the site's certificate is in its storage.
  const siteCert = join(home, 'data/caddy/certificates/local/localhost/localhost.crt');
  for (const deadline = Date.now() + 20_000; ; await new Promise((wait) => setTimeout(wait, 100))) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}:\n${log}`);
    const ca = await readFile(rootCert, 'utf8').catch(() => '');
    const cert = await readFile(siteCert, 'utf8').catch(() => '');
    if (ca && cert) return { ca, version, stop: () => stop(child, exited) };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`caddy made no certificate for localhost in 20 s:\n${log}`);
    }
  }
}

async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
