import { createHash } from 'node:crypto';

/**
 * A stable hash of a JSON value: object keys are sorted so their order does not matter, and keys
 * whose value is undefined are left out, as JSON leaves them out. The record store keeps it beside
 * an idempotency key to tell a retry from a different request under the same key.
 */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
