export { isStaffPath } from '#contract/staff-paths';

/**
 * Said offline instead of a staff page: made here, stored nowhere, self-contained (no script,
 * no file it would need the network for). The address stays, so reloading later goes on.
 */
const OFFLINE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Offline | Staff</title>
<style>
body { margin: 0; font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
main { max-width: 34rem; margin: 0 auto; padding: 2.5rem 1.25rem; }
h1 { font-size: 1.75rem; line-height: 1.2; }
a { display: inline-block; margin-top: 0.5rem; padding: 0.7rem 1.35rem; border-radius: 999px; background: #0b6b61; color: #fff; font-weight: 650; text-decoration: none; }
a:focus-visible { outline: 3px solid #084f48; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>The staff area needs a connection</h1>
<p>Nothing of the staff area is kept on this device, so it opens only when the device is online. Bookings and inquiries wait safely on the server.</p>
<p>Once you have signal again, try again.</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

export function staffOfflinePage(): Response {
  return new Response(OFFLINE_PAGE, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    },
  });
}

/** Staff pages from the network only; with none, the page above. */
export async function staffNavigation(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return staffOfflinePage();
  }
}
