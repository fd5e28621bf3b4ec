import { API, type Slot } from '#contract';
import type { Client } from './client';
import { type Outcome, outcomeOf, type WriteTally, tallied } from './verdicts';

/** Answers unpacked: the slot list and the refusals are read. */
const PLAIN = { 'Accept-Encoding': 'identity' };

/** Between one visitor's visit and the next on the same loop. */
const PAUSE_MS = 100;

/** What a visitor was told was stored: the e-mail address each record carries (each visitor's own). */
export interface Acknowledged {
  bookings: string[];
  inquiries: string[];
}

export interface WriteLoad {
  /** Records acknowledged so far (201s). */
  acknowledgedSoFar(): number;
  /** Resolves once every visitor has finished its current visit, with the counts. */
  stop(): Promise<{ tally: WriteTally; acknowledged: Acknowledged }>;
}

/**
 * Visitors who write, through Caddy, until stopped: `visitors` loops, each visit a new visitor
 * (its own loopback address, so no visitor reaches the per-address limits, and its own kept-alive
 * connection, as a browser's) who reads the consultation times, books a free one and sends an
 * inquiry, each POST with an Idempotency-Key as the site's outbox sends it. With `retry`, a POST
 * that got no answer or a 502 is sent again with the same key (up to three times), as the outbox
 * does; a record may then be stored though never acknowledged, but never twice.
 */
export function startWriteLoad(options: { client: Client; site: string; label: string; visitors?: number; retry?: boolean; addressBase?: number }): WriteLoad {
  const { client, site, label, visitors = 2, retry = false, addressBase = 1 } = options;
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged = { bookings: [], inquiries: [] };
  // Times this load tried, across its visitors: each booking goes for a time nobody here has tried.
  const tried = new Set<string>();
  let running = true;
  let visit = 0;

  const post = async (path: string, body: object, n: number, from: string, agent: ReturnType<Client['keptAlive']>): Promise<Outcome> => {
    const key = `${label}-${path}-${n}`;
    const send = () =>
      client.request(site + path, { method: 'POST', headers: { ...PLAIN, 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body), from, agent }).then(
        ({ status, body: text }) => outcomeOf(path === API.consultationBook ? 'booking' : 'inquiry', status, null, text),
        (error: NodeJS.ErrnoException) => outcomeOf(path === API.consultationBook ? 'booking' : 'inquiry', null, error.code ?? error.message),
      );
    // As the outbox does: again after a pause, up to three times, while nothing answered or Caddy found no server.
    for (let attempt = 1; ; attempt++) {
      const outcome = await send();
      if (!retry || attempt > 3 || !(outcome.kind === 'no answer' || outcome.status === 502)) return outcome;
      outcomes.push({ ...outcome, retried: true });
      await new Promise((wait) => setTimeout(wait, 300));
    }
  };

  const loop = async () => {
    while (running) {
      const n = visit++;
      // 127.<addressBase>.0.1 upwards: all of 127/8 is this machine. The booking and the inquiry come
      // from addresses of their own, so retries never reach the check's low per-address limit.
      const address = (m: number) => `127.${addressBase + Math.floor(m / 62_500)}.${Math.floor(m / 250) % 250}.${(m % 250) + 1}`;
      const [from, askFrom] = [address(2 * n), address(2 * n + 1)];
      const agent = client.keptAlive();
      try {
        const slots = await client.request(site + API.consultationSlots, { headers: PLAIN, from, agent }).then(
          ({ status, body }) => (status === 200 ? (JSON.parse(body) as Slot[]) : null),
          () => null,
        );
        const free = slots?.find((slot) => slot.available && !tried.has(`${slot.date} ${slot.time}`));
        if (!free) {
          outcomes.push(outcomeOf('slot list', null, slots ? 'no free time left' : 'no slot list'));
          continue;
        }
        tried.add(`${free.date} ${free.time}`);
        const booker = `${label}-${n}-book@example.com`;
        const booking = await post(API.consultationBook, { date: free.date, time: free.time, type: 'consultation', clientName: 'James Carter', clientEmail: booker, clientPhone: '555-302-4455', notes: 'Consultation type: phone' }, n, from, agent);
        outcomes.push(booking);
        if (booking.status === 201) acknowledged.bookings.push(booker);
        const asker = `${label}-${n}-ask@example.com`;
        const inquiry = await post(API.contact, { firstName: 'Maria', lastName: 'Lopez', email: asker, phone: '(555) 201-3344', serviceType: 'wound-care', careLocation: 'home', message: 'My father has a pressure ulcer that is slow to heal.', consent: 'true' }, n, askFrom, agent);
        outcomes.push(inquiry);
        if (inquiry.status === 201) acknowledged.inquiries.push(asker);
      } finally {
        agent.destroy();
        // Paced: the 60 days' times must last the whole check (a few hundred bookings, not thousands).
        await new Promise((wait) => setTimeout(wait, PAUSE_MS));
      }
    }
  };
  const loops = Array.from({ length: visitors }, loop);
  return {
    acknowledgedSoFar: () => acknowledged.bookings.length + acknowledged.inquiries.length,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { tally: tallied(outcomes), acknowledged };
    },
  };
}
