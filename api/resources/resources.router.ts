import { Router } from 'express';
import { API, provider } from '#contract';
import { HttpError } from '../http/errors';
import { renderGuides } from './guides';

/** The printable guides in every language, rendered once at start-up with the site's public URL in their canonical and alternate links. */
export function resourcesRouter(publicUrl: string): Router {
  const guides = renderGuides(provider, publicUrl);
  const router = Router();
  router.get('/*file', (req, res) => {
    const html = guides.get(API.resources + req.path);
    if (!html) throw new HttpError(404, 'There is no guide with that name.');
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}
