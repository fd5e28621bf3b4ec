import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy, written out in full (helmet's defaults are not used, so what is
 * sent is exactly what is read here). Scripts come only from this origin: the build emits no
 * inline script. Styles may be inline because styled-components injects <style> tags at run
 * time and the prerendered pages and printable guides carry an inline <style>.
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
} as const;

/** Powerful browser features, all denied: the site uses none of them. Each name is one Chromium knows, so it logs no warning. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
const HSTS_MAX_AGE_SECONDS = 31_536_000;

const csp = (upgradeInsecureRequests: boolean) =>
  helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: { ...CSP_DIRECTIVES, 'upgrade-insecure-requests': upgradeInsecureRequests ? [] : null },
  });

/**
 * Security headers for every response (pages, assets, API answers, errors), helmet as published.
 * The CSP gains `upgrade-insecure-requests` only on requests that arrived over HTTPS (directly, or
 * through a trusted proxy that says so): on plain http, e.g. `npm start` on localhost or a phone on
 * the LAN, it would make browsers ask for https:// assets the server cannot serve.
 */
export function securityHeaders(): RequestHandler[] {
  const overHttps = csp(true);
  const overHttp = csp(false);
  return [
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'deny' },
    }),
    (req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      (req.secure ? overHttps : overHttp)(req, res, next);
    },
  ];
}
