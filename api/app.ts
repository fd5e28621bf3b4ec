import express, { type Express } from 'express';
import { bookingRouter } from './bookings/booking.router';
import { createBookingService } from './bookings/booking.service';
import type { Clock } from './clock';
import { contactRouter } from './contact/contact.router';
import { createContactService } from './contact/contact.service';
import {
  consultationBookingSchema,
  CONSULTATION_RULE,
  coordinatorBookingSchema,
  COORDINATOR_RULE,
  MAX_BODY_BYTES,
  MAX_FUTURE_BOOKINGS_PER_EMAIL,
} from './contract';
import { errorHandler, type ErrorLogger, notFoundApi } from './http/errors';
import { requireJson } from './http/validate';
import { resourcesRouter } from './resources/resources.router';
import { staticSite } from './site/static-site';
import type { Stores } from './stores';

export interface AppOptions {
  stores: Stores;
  clock: Clock;
  timeZone: string;
  /** Folder of the production web build; the site is not served when absent. */
  webRoot?: string;
  logger?: ErrorLogger;
}

export function createApp({ stores, clock, timeZone, webRoot, logger = console as unknown as ErrorLogger }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(requireJson, express.json({ limit: MAX_BODY_BYTES, type: 'application/json' }));
  api.use(
    '/consultation',
    bookingRouter(
      createBookingService({
        kind: 'consultation',
        rule: CONSULTATION_RULE,
        store: stores.consultations,
        clock,
        timeZone,
        maxFuturePerEmail: MAX_FUTURE_BOOKINGS_PER_EMAIL,
      }),
      consultationBookingSchema,
    ),
  );
  api.use(
    '/coordinators',
    bookingRouter(
      createBookingService({ kind: 'coordinator', rule: COORDINATOR_RULE, store: stores.coordinators, clock, timeZone }),
      coordinatorBookingSchema,
    ),
  );
  api.use('/contact', contactRouter(createContactService(stores.inquiries, clock)));
  api.use('/resources', resourcesRouter());
  api.use(notFoundApi);
  app.use('/api', api);

  const site = webRoot ? staticSite(webRoot) : null;
  if (site) app.use(site.handler);
  app.use(site?.notFound ?? ((_req, res) => void res.status(404).type('text').send('Page Not Found')));

  app.use(errorHandler(logger));
  return app;
}
