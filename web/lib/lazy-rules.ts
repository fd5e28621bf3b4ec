
/**
 * A module of validation rules (valibot and the contract's schemas, about 2.5 KB compressed),
 * loaded when a visitor first uses a form, or when a slot list arrives, instead of with the
 * page. `current` holds it once loaded; a failed load is tried again next time.
 */
export interface LazyRules<T> {
  load(): Promise<T>;
  readonly current: T | undefined;
}

export function lazyRules<T>(importRules: () => Promise<T>): LazyRules<T> {
  let rules: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= importRules().then(
        (module) => (rules = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get current() {
      return rules;
    },
  };
}

/** What a form's checks found: the parsed values, or the first message of each field. */
export type Checked<T> = { success: true; output: T; errors?: undefined } | { success: false; errors: Record<string, string> };
