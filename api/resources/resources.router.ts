import { Router } from 'express';
import { type GuideSlug, provider } from '../contract';
import { HttpError } from '../http/errors';
import { renderGuides } from './guides';

export function resourcesRouter(): Router {
  const guides = renderGuides(provider);
  const router = Router();
  router.get('/:file', (req, res) => {
    const slug = req.params.file.replace(/\.html$/, '') as GuideSlug;
    const html = req.params.file.endsWith('.html') ? guides.get(slug) : undefined;
    if (!html) throw new HttpError(404, 'There is no guide with that name.');
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });
  return router;
}
