// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from '#contract';
import type { Lang } from '#contract/language';
import { renderIn } from '../../testing/in-language';
import { OutboxButton } from './outbox-button';
import { setOutboxEntries } from './outbox-store';

const ENTRY: OutboxEntry = { id: 'k1', kind: 'consultation', createdAt: Date.UTC(2030, 2, 1, 15), status: 'waiting', attempts: 0, date: '2030-03-05', time: '13:30', seen: false };

afterEach(() => {
  cleanup();
  act(() => setOutboxEntries([]));
});

function showWith(lang: Lang) {
  renderIn(<OutboxButton />, lang);
  act(() => setOutboxEntries([ENTRY]));
}

describe("the header's outbox", () => {
  it('when nothing waits, then it shows nothing and loads nothing', () => {
    renderIn(<OutboxButton />, 'es');
    expect(document.body.textContent).toBe('');
  });

  it('when an entry waits on an English page, then the button and the panel speak English', async () => {
    showWith('en');
    expect(await screen.findByRole('button', { name: /Outbox/ })).toBeTruthy();
    expect(screen.getByText('Free consultation, Tuesday, March 5, 2030 at 1:30 PM')).toBeTruthy();
    expect(screen.getByLabelText('1 waiting to send')).toBeTruthy();
  });

  it('when an entry waits on a Spanish page, then the button and the panel speak Spanish, dates as es-US writes them', async () => {
    showWith('es');
    expect(await screen.findByRole('button', { name: /Por enviar/ })).toBeTruthy();
    expect(screen.getByText('Consulta gratuita, martes, 5 de marzo de 2030 a la 1:30 p.m.')).toBeTruthy();
    expect(screen.getByLabelText('1 espera para enviarse')).toBeTruthy();
    expect(screen.queryByText(/Free consultation/)).toBeNull();
  });
});
