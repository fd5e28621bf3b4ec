/**
 * A POST whose upload can be watched and stopped: fetch() cannot report how much of a request body
 * has left, so this one is an XMLHttpRequest. It rejects with `UploadFailed` 'network' when no
 * answer came (the page then hands the submission to the outbox) and 'cancelled' when the visitor
 * stopped it; any answer, whatever its status, resolves.
 */
export class UploadFailed extends Error {
  constructor(readonly reason: 'network' | 'cancelled') {
    super(reason === 'network' ? 'No connection' : 'Cancelled');
    this.name = 'UploadFailed';
  }
}

export interface UploadOptions {
  headers: Record<string, string>;
  body: Blob;
  /** Bytes sent so far, of the total. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

export function postWithProgress(url: string, { headers, body, onProgress, signal }: UploadOptions): Promise<{ status: number; statusText: string; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadFailed('cancelled'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new UploadFailed('network'));
    xhr.ontimeout = () => reject(new UploadFailed('network'));
    xhr.onabort = () => reject(new UploadFailed('cancelled'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0, body.size);
    xhr.send(body);
  });
}
