// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formUnavailable } from '../content/messages';
import { currentToast, dismissToast } from '../ui/toast/toast-store';
import { lazyRules, useWithRules } from './lazy-rules';

afterEach(() => act(() => dismissToast()));

describe('lazyRules', () => {
  it('when loaded, then the module is imported once and kept; a failed import is tried again', async () => {
    const importRules = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ rule: 1 });
    const rules = lazyRules(importRules);
    expect(rules.current).toBeUndefined();
    await expect(rules.load()).rejects.toThrow('offline');
    await expect(rules.load()).resolves.toEqual({ rule: 1 });
    await rules.load();
    expect(importRules).toHaveBeenCalledTimes(2);
    expect(rules.current).toEqual({ rule: 1 });
  });
});

describe('useWithRules', () => {
  it('when a form is submitted twice while its rules load, then it is handled once, with the rules', async () => {
    let resolve!: (rules: { rule: number }) => void;
    const rules = lazyRules(() => new Promise<{ rule: number }>((done) => (resolve = done)));
    const handle = vi.fn();
    const { result } = renderHook(() => useWithRules(rules));
    result.current(handle);
    result.current(handle);
    await act(async () => resolve({ rule: 1 }));
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle).toHaveBeenCalledWith({ rule: 1 });
    // Done: the next submission is handled again.
    await act(async () => result.current(handle));
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('when the rules cannot be loaded, then a toast says so and nothing is handled', async () => {
    const rules = lazyRules(() => Promise.reject(new Error('offline')));
    const handle = vi.fn();
    const { result } = renderHook(() => useWithRules(rules));
    await act(async () => result.current(handle));
    expect(handle).not.toHaveBeenCalled();
    expect(currentToast()).toMatchObject(formUnavailable);
  });
});
