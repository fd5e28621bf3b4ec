import autocannon, { type Result } from 'autocannon';
import { API, type Slot } from '#contract';

export interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Status → count, for the runs where the status mix matters. */
  statuses?: Record<number, number>;
  errors: number;
}

const figures = (label: string, result: Result, statuses?: Record<number, number>): Figures => ({
  label,
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  statuses,
  errors: result.errors + result.timeouts,
});

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** Plain GETs of one URL, as a browser asks for it (compressed answers welcome). */
export async function getRun(label: string, url: string, connections: number, duration: number, headers: Record<string, string> = {}): Promise<Figures> {
  const statuses: Record<number, number> = {};
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { ...BROWSER_HEADERS, ...headers },
    requests: [{ onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1) }],
  });
  return figures(label, result, statuses);
}

/**
 * POST /api/contact with a distinct inquiry and Idempotency-Key per request, as the site sends
 * them. Returns the markers (e-mail addresses) of the inquiries the server acknowledged with 201.
 */
export async function postInquiries(baseUrl: string, connections: number, duration: number): Promise<{ figures: Figures; acknowledged: Set<string> }> {
  const acknowledged = new Set<string>();
  const statuses: Record<number, number> = {};
  let next = 0;
  const result = await autocannon({
    url: baseUrl + API.contact,
    connections,
    duration,
    method: 'POST',
    requests: [
      {
        setupRequest: (request, context) => {
          const n = next++;
          context.marker = `bench${n}@example.com`;
          return {
            ...request,
            method: 'POST',
            path: API.contact,
            headers: { 'content-type': 'application/json', 'idempotency-key': `bench-inquiry-${n}` },
            body: JSON.stringify({
              firstName: 'Maria',
              lastName: 'Lopez',
              email: context.marker,
              phone: '(555) 201-3344',
              serviceType: 'wound-care',
              careLocation: 'home',
              message: 'My father has a pressure ulcer that is slow to heal.',
              consent: 'true',
            }),
          };
        },
        onResponse: (status, _body, context) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) acknowledged.add(context.marker as string);
        },
      },
    ],
  });
  return { figures: figures('POST /api/contact', result, statuses), acknowledged };
}

/** Books each free slot once (distinct slots, distinct e-mails); 409s (e.g. a slot that started meanwhile) are counted. */
export async function bookSlots(baseUrl: string, connections: number): Promise<Figures> {
  const slots = ((await (await fetch(baseUrl + API.consultationSlots)).json()) as Slot[]).filter((slot) => slot.available);
  const statuses: Record<number, number> = {};
  let next = 0;
  const result = await autocannon({
    url: baseUrl + API.consultationBook,
    connections,
    amount: slots.length,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const n = next++;
          const slot = slots[n % slots.length]!;
          return {
            ...request,
            method: 'POST',
            path: API.consultationBook,
            headers: { 'content-type': 'application/json', 'idempotency-key': `bench-booking-${n}` },
            body: JSON.stringify({
              date: slot.date,
              time: slot.time,
              type: 'consultation',
              clientName: 'James Carter',
              clientEmail: `bench-booking${n}@example.com`,
              clientPhone: '555-302-4455',
              notes: 'Consultation type: phone',
            }),
          };
        },
        onResponse: (status) => void (statuses[status] = (statuses[status] ?? 0) + 1),
      },
    ],
  });
  return figures(`POST /api/consultation/book (${slots.length} slots)`, result, statuses);
}

/** The slot list's current ETag, for the revalidation run. */
export async function slotEtag(baseUrl: string): Promise<string> {
  const response = await fetch(baseUrl + API.consultationSlots);
  await response.arrayBuffer();
  return response.headers.get('etag') ?? '';
}
