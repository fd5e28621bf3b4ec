import type { PageToWorker } from '#contract';

export const hasServiceWorker = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Sends a message to the active service worker and waits for its reply; undefined when the page has
 * no worker. A Blob in the message goes as a Blob (structured clone): the worker gets the same bytes.
 */
export async function askWorker<T>(message: PageToWorker): Promise<T | undefined> {
  if (!hasServiceWorker()) return undefined;
  const registration = await navigator.serviceWorker.ready;
  const worker = navigator.serviceWorker.controller ?? registration.active;
  if (!worker) return undefined;
  return new Promise<T>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.postMessage(message, [port2]);
  });
}
