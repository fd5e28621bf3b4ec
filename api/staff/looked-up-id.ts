/** Record ids are UUIDs (randomUUID when stored). */
const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ids an audit entry may name for a lookup that found nothing: the id asked for when it is
 * shaped like a record id, else none. Whatever else was typed into the address (a name, say) never
 * reaches the trail, which holds record ids only; the lookup itself is still recorded.
 */
export const lookedUpIds = (id: string): string[] => (RECORD_ID.test(id) ? [id] : []);
