import { describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { MANIFEST_PATHS, webManifestText } from './web-manifest';

describe('the web app manifest', () => {
  it('when it is served, then its names and the booking shortcut come from the facts file and it is valid JSON', () => {
    const manifest = JSON.parse(webManifestText()) as { name: string; short_name: string; shortcuts: { url: string; description: string }[] };

    expect(manifest.name).toBe(provider.brandName);
    expect(manifest.short_name).toBe(provider.shortName);
    expect(manifest.shortcuts.find((shortcut) => shortcut.url === '/consultation')?.description).toBe(
      'Choose a time for a free 15-minute phone or video consultation',
    );
    expect(webManifestText()).not.toContain('{{');
  });

  it('when a fact holds a quote, then the manifest stays valid JSON; an unknown name stops the build', () => {
    expect(JSON.parse(webManifestText('{"name": "{{brandName}}"}'))).toEqual({ name: provider.brandName });
    expect(() => webManifestText('{"name": "{{brand}}"}')).toThrow('manifest.webmanifest names {{brand}}, which is not a fact');
  });

  it('when the Spanish pages’ manifest is built, then it is the same app in Spanish with an id of its own (decision 053): start, shortcuts and words Spanish, names, icons and scope the same', () => {
    type Manifest = { id: string; lang: string; start_url: string; scope: string; name: string; description: string; icons: unknown[]; shortcuts: { name: string; description: string; url: string }[]; screenshots: { label: string }[] };
    const english = JSON.parse(webManifestText()) as Manifest;
    const spanish = JSON.parse(webManifestText(undefined, 'es')) as Manifest;

    expect([english.id, english.start_url]).toEqual(['/', '/']);
    expect([spanish.id, spanish.start_url, spanish.lang, spanish.scope]).toEqual(['/es', '/es', 'es-US', english.scope]);
    expect([spanish.name, spanish.icons]).toEqual([english.name, english.icons]);
    expect(spanish.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/es/consultation', '/es/resources']);
    expect(spanish.shortcuts[0]).toMatchObject({ name: 'Reservar una consulta gratuita', description: 'Elija la hora de una consulta gratuita de 15 minutos por teléfono o por video' });
    expect(spanish.description).toMatch(/^Cuidado de heridas en casa/);
    expect(spanish.screenshots.map((screenshot) => screenshot.label)).toHaveLength(english.screenshots.length);
    expect(MANIFEST_PATHS).toEqual({ en: '/manifest.webmanifest', es: '/es/manifest.webmanifest' });
  });

  it('when the Spanish words lack a shortcut the English has, then the build stops naming the file to complete', () => {
    const oneMore = webManifestText().replace('"shortcuts": [', '"shortcuts": [{ "name": "Extra", "url": "/faqs" },');
    expect(() => webManifestText(oneMore, 'es')).toThrow('web/i18n/app-manifest.es.ts must have one shortcut and one screenshot label');
  });
});

