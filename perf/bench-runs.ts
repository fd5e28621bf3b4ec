import autocannon from 'autocannon';
import { API, type Slot } from '#contract';

export interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** '201×9809 409×3'. */
  statuses: string;
  errors: number;
}

const figures = (label: string, result: autocannon.Result): Figures => ({
  label,
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  statuses: Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${count}×${status}`).join(' '),
  errors: result.errors + result.timeouts,
});

/** Plain GETs of one URL, as a browser asks for it (compressed answers welcome). */
export async function getRun(label: string, url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<Figures> {
  return figures(label, await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip', ...headers } }));
}

/** POSTs of `path` as the site sends them, each with its own body (`body(n)`) and Idempotency-Key; `amount` requests, or for `duration` seconds. */
function posts(baseUrl: string, path: string, label: string, body: (n: number) => object, load: { connections: number; duration?: number; amount?: number }, onCreated?: (n: number) => void) {
  let next = 0;
  return autocannon({
    url: baseUrl + path,
    ...load,
    method: 'POST',
    requests: [
      {
        setupRequest: (request, context) => {
          const n = next++;
          (context as { n?: number }).n = n;
          return { ...request, method: 'POST', path, headers: { 'content-type': 'application/json', 'idempotency-key': `${label}-${n}` }, body: JSON.stringify(body(n)) };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) onCreated?.((context as { n: number }).n);
        },
      },
    ],
  }).then((result) => figures(`POST ${path}`, result));
}

/** Distinct inquiries to POST /api/contact for `duration` seconds; returns the e-mail addresses of those the server acknowledged (201). */
export async function postInquiries(baseUrl: string, connections: number, duration: number): Promise<{ figures: Figures; acknowledged: Set<string> }> {
  const acknowledged = new Set<string>();
  const email = (n: number) => `bench${n}@example.com`;
  const inquiry = (n: number) => ({
    firstName: 'Maria',
    lastName: 'Lopez',
    email: email(n),
    phone: '(555) 201-3344',
    serviceType: 'wound-care',
    careLocation: 'home',
    message: 'My father has a pressure ulcer that is slow to heal.',
    consent: 'true',
  });
  const result = await posts(baseUrl, API.contact, 'bench-inquiry', inquiry, { connections, duration }, (n) => acknowledged.add(email(n)));
  return { figures: result, acknowledged };
}

/** Books each free slot once (distinct e-mails); a 409 (a slot that started meanwhile) is counted, not an error. */
export async function bookSlots(baseUrl: string, connections: number): Promise<Figures> {
  const slots = ((await (await fetch(baseUrl + API.consultationSlots)).json()) as Slot[]).filter((slot) => slot.available);
  const booking = (n: number) => {
    const slot = slots[n % slots.length]!;
    return { date: slot.date, time: slot.time, type: 'consultation', clientName: 'James Carter', clientEmail: `bench-booking${n}@example.com`, clientPhone: '555-302-4455', notes: 'Consultation type: phone' };
  };
  const result = await posts(baseUrl, API.consultationBook, 'bench-booking', booking, { connections, amount: slots.length });
  return { ...result, label: `${result.label} (${slots.length} slots)` };
}

/** The slot list's current ETag, for the revalidation run. */
export async function slotEtag(baseUrl: string): Promise<string> {
  const response = await fetch(baseUrl + API.consultationSlots);
  await response.arrayBuffer();
  return response.headers.get('etag') ?? '';
}
