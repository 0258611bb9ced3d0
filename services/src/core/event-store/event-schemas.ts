import { ZodError, type z } from 'zod';

/** One event type's schema as the areas write it (core/event-schema.ts): `{ type, data }`. */
export type EventSchema = z.ZodObject<{ type: z.ZodLiteral<string>; data: z.ZodType }>;

/** What the store does with a type no schema names. */
export type UnknownTypes = 'refuse' | 'accept';

/**
 * The schemas an event store checks each event against before it writes: an event its schema
 * refuses would stop every reader of its type (a poison event), so it never reaches the log.
 * The composition root passes the areas' schemas (services/src/composition/event-catalogue.ts),
 * refusing types none of them names; adapter and runner tests that append made-up types accept
 * those.
 */
export class EventSchemas {
  private readonly byType = new Map<string, z.ZodType>();

  constructor(
    schemas: readonly EventSchema[],
    private readonly unknownTypes: UnknownTypes = 'refuse',
  ) {
    for (const schema of schemas) {
      const type = schema.shape.type.value;
      if (this.byType.has(type)) throw new Error(`Two schemas for event type ${type}`);
      this.byType.set(type, schema.shape.data);
    }
  }

  /** The types with a schema. */
  types(): string[] {
    return [...this.byType.keys()];
  }

  /** The schema of one type's data, if any names it. */
  schemaOf(type: string): z.ZodType | undefined {
    return this.byType.get(type);
  }

  /** Why the store must refuse this event, or undefined when it may be written. */
  refusal(type: string, data: unknown): string | undefined {
    const schema = this.byType.get(type);
    if (!schema) return this.unknownTypes === 'accept' ? undefined : 'no schema names this type';
    const result = schema.safeParse(data);
    return result.success ? undefined : describeIssues(result.error, ['data']);
  }
}

/** Why a value failed its schema, as `data.voterKey: expected string, received number; ...`. */
export function describeIssues(error: unknown, root: readonly string[] = []): string {
  if (!(error instanceof ZodError)) return error instanceof Error ? error.message : String(error);
  return error.issues
    .map(
      (issue) => `${[...root, ...issue.path.map(String)].join('.') || '(event)'}: ${issue.message}`,
    )
    .join('; ');
}
