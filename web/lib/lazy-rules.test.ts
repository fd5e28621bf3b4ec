// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { inLanguage } from '../testing/in-language';
import { currentToast, dismissToast } from './toast-store';
import { lazyRules } from './lazy-rules';
import { useWithRules } from '../blocks/use-with-rules';

afterEach(() => act(() => dismissToast()));

const wrapper = ({ children }: { children: ReactNode }) => inLanguage(children);

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
    const { result } = renderHook(() => useWithRules(rules), { wrapper });
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
    const { result } = renderHook(() => useWithRules(rules), { wrapper });
    await act(async () => result.current(handle));
    expect(handle).not.toHaveBeenCalled();
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'The form could not be loaded. Please check your connection and try again.', variant: 'error' });
  });

  it('when the rules cannot be loaded on a Spanish page, then the toast says so in Spanish', async () => {
    const rules = lazyRules(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useWithRules(rules), { wrapper: ({ children }: { children: ReactNode }) => inLanguage(children, 'es') });
    await act(async () => result.current(vi.fn()));
    expect(currentToast()).toMatchObject({ title: 'Error', description: 'No se pudo cargar el formulario. Revise su conexión e inténtelo otra vez.', variant: 'error' });
  });
});
