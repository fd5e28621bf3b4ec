// Types of build/test.mjs (plain JavaScript: npm test runs before anything is compiled), for its tests.
export const STAGES: [name: string, script: string][];
export const TIMINGS: { unit: string; e2e: string };
export function duration(seconds: number): string;
export function summary(results: { name: string; seconds: number; code: number }[]): string;
export function slowest(kind: 'unit' | 'e2e', report: unknown, count: number): { seconds: number; name: string }[];
