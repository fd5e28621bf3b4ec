/**
 * The refusals that services and stores throw when a rule says no. They know nothing of HTTP:
 * the one error middleware (`http/errors.ts`) gives each kind its status. The message is written
 * for the person who sent the request and is shown to them as it is.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request itself breaks a rule (a time off the grid, a date outside the window). `fields`: field → message, shown beside the form. */
export class InvalidInputError extends DomainError {
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The request is sound but what is stored refuses it: a slot just taken, a name in use, a per-person cap. */
export class ConflictError extends DomainError {}

/**
 * The database refused a booking's slot or nurse's time because another server's booking holds it
 * (a unique or exclusion constraint, docs/decisions/074): the same conflict as a slot just taken.
 */
export class SlotClaimedError extends ConflictError {
  constructor() {
    super('Sorry, that time has just been booked by someone else. Please choose another time.');
  }
}

/** The record asked for does not exist (or is not one the caller may see). */
export class NotFoundError extends DomainError {}

/** What was asked for no longer can be: a manage link whose visit has started. */
export class ExpiredError extends DomainError {}

/** An idempotency key came back with a different request. */
export class IdempotencyKeyReusedError extends DomainError {}

/** A client has used up an allowance; it may try again after `retryAfterSeconds`. */
export class LimitReachedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** Nothing more can be stored now (a ceiling reached): the request is refused whole, nothing kept. */
export class StorageFullError extends DomainError {}
