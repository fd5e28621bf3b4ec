/**
 * Resolves in a later task. Starting a module's import or a request costs the main thread a few
 * milliseconds each; work that can wait a task is moved out of the one that hydrates or
 * subscribes, so no single task grows long enough to delay input (Lighthouse counts every task
 * over 50 ms on a slow phone).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
