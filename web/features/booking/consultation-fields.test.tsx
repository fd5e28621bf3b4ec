// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { consultationFields } from '../../i18n/consultation-fields.en';
import { ConsultationFields } from './consultation-fields';
import { EMPTY_CONSULTATION } from './use-consultation-booking';

type Values = typeof EMPTY_CONSULTATION;

/** The fields with the form's state around them, as the booking widget holds it; `seen` gets the state at each render. */
function Form({ seen }: { seen: { values?: Values } }) {
  const [values, setValues] = useState(EMPTY_CONSULTATION);
  seen.values = values;
  const set = useCallback((name: keyof Values) => (value: string) => setValues((previous) => ({ ...previous, [name]: value })), []);
  return <ConsultationFields values={values} set={set} errors={{}} words={consultationFields} />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ConsultationFields', () => {
  it('when the visitor typed and chose in the prerendered fields before their code arrived, then the form has it once they hydrate', async () => {
    const seen: { values?: Values } = {};
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Form seen={seen} />);
    const name = container.querySelector<HTMLInputElement>('input[name="clientName"]')!;
    const type = container.querySelector<HTMLSelectElement>('select[name="consultationType"]')!;
    name.value = 'Rosa Diaz';
    type.value = 'video';

    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });

    expect(seen.values).toEqual({ ...EMPTY_CONSULTATION, clientName: 'Rosa Diaz', consultationType: 'video' });
    expect(name.value).toBe('Rosa Diaz');
  });
});
