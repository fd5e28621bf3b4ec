import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { flushStores, openStores } from './stores';

async function main(): Promise<void> {
  const config = loadConfig();
  const stores = await openStores(config.dataDir);
  const app = createApp({ stores, clock: systemClock, timeZone: config.timeZone, webRoot: config.webRoot });
  const server = app.listen(config.port, () => {
    console.log(`Site and API on http://localhost:${config.port} (data in ${config.dataDir}, time zone ${config.timeZone})`);
  });

  // Stop taking requests, let in-flight ones finish and their writes reach disk, then exit.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests`);
    server.close(() => {
      void flushStores(stores).then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
