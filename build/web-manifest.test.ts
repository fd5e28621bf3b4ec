import { describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { webManifestText } from './web-manifest';

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
});
