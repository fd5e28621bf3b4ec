import { compileServer } from './compiled';

/** Vitest's global set-up: the tests that spawn the server or a command spawn the compiled one, built here once. */
export default function setup(): void {
  compileServer();
}
