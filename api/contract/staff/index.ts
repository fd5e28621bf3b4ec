/**
 * The staff area's API, shared by the server (api/sign-in/, api/staff/) and the staff app
 * (web/staff/): its paths, the request schemas, and every answer as a valibot schema whose type
 * is inferred from it, so each shape is declared once (the server answers with the type, the app
 * parses with the schema). One file per topic. Nothing public imports these files (eslint), so
 * the public pages' bytes do not hold them; the service worker and the page handler need only
 * `../staff-paths.ts`.
 */
export * from './paths';
export * from './limits';
export * from './sign-in';
export * from './account';
export * from './bookings';
export * from './cancel';
export * from './inquiries';
export * from './closures';
export * from './audit';
export * from './mail-failures';
export * from './data-status';
export * from './preflight';
export * from './backups';
export * from './team';
export * from './visits';
export * from './feeds';
export * from './referrals';
