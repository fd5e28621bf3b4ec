/**
 * A 401 on any staff request means the session has ended (idle, 12 hours, signed out in another
 * tab). The query client reports it here; the app, inside the router, sends the person to
 * sign-in with a message and the page they were on.
 */
type Handler = () => void;

let handler: Handler | null = null;

export function onSessionEnded(next: Handler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

export function reportSessionEnded(): void {
  handler?.();
}
