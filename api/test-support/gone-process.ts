import { spawn } from 'node:child_process';

/** The id of a process that has run, ended and been reaped: what a killed backup or server leaves its name to. */
export async function goneProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('close', resolve));
  return child.pid!;
}
