/**
 * `npm run deploy:check`: deploy/ proved on this machine (perf/deploy/deploy-check.ts). Caddy with
 * deploy/Caddyfile in front of two compiled app servers; https with HSTS sent once, http:// sent
 * to https://, `__Host-` cookies, the client's address through the proxy and not a forged one,
 * then a rolling restart of both servers under load with the count of failed requests. Builds the
 * site first when it is out of date, as `npm start` does. Then the two-server proofs
 * (docs/decisions/080): visitors book and ask through the restart, 50 bookings of one time at
 * once, a kill -9 in the middle of writes. Exits 1 when anything fails.
 * DEPLOY_CHECK_DATABASE=1 or --database: both servers on one PostgreSQL database (a cluster of its
 * own, started here); refused with a message while the server refuses DATABASE_URL.
 * DEPLOY_CHECK_PORT (4260): https on it, http on the next, the app servers on the two after;
 * DEPLOY_CHECK_SECONDS (30): how long the load runs at least.
 */
import { compileServer } from '../api/test-support/compiled';
import { buildIfNeeded, clientDir } from './build-output';
import { storageMode } from './deploy/database';
import { runDeployCheck } from './deploy/deploy-check';

const port = Number(process.env.DEPLOY_CHECK_PORT || 4260);
const seconds = Number(process.env.DEPLOY_CHECK_SECONDS || 30);
if (!Number.isInteger(port) || port < 1024 || port > 65_530 || !(seconds > 0)) {
  console.error('DEPLOY_CHECK_PORT must be a port from 1024 to 65530 and DEPLOY_CHECK_SECONDS a number of seconds above 0.');
  process.exit(2);
}

buildIfNeeded();
compileServer();
const mode = storageMode(process.env, process.argv.slice(2));
const report = await runDeployCheck({
  mode,
  ports: { https: port, http: port + 1, app: [port + 2, port + 3] },
  webRoot: clientDir,
  pages: ['/', '/services', '/faqs', '/es'],
  seconds,
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  // A run that could not start (a server refusing DATABASE_URL, no PostgreSQL): its reason, not a stack.
  console.error(error instanceof Error ? error.message : error);
  console.log(`deploy:check FAILED (${mode}).`);
  process.exit(1);
});
console.log(report.ok ? `deploy:check passed (${mode}).` : `deploy:check FAILED (${mode}).`);
process.exitCode = report.ok ? 0 : 1;
