import { describe, expect, it } from 'vitest';
import { acceptsEncoding, preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium over HTTPS: gzip is listed first
    ['gzip, deflate', 'gzip'], // Chromium over plain http
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['GZIP;Q=0.5', 'gzip'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('when Accept-Encoding is %j, then %s is sent', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('acceptsEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', false],
    ['br, gzip;q=0', false],
    ['br, *', true],
    ['', false],
    [undefined, false],
  ] as const)('when Accept-Encoding is %j and the brotli copy is not ready, then gzip is taken: %s', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });
});
