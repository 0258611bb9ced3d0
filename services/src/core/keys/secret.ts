import { inspect } from 'node:util';

const HIDDEN = '[secret]';

/**
 * Key material from the environment or the database, wrapped so that printing, logging or
 * serialising whatever holds it (the config, an error's context) shows `[secret]`, never the key.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The key itself, for the one place that uses it. */
  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return HIDDEN;
  }

  toJSON(): string {
    return HIDDEN;
  }

  [inspect.custom](): string {
    return HIDDEN;
  }
}
