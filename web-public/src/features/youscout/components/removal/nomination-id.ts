const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The nomination a person names: its id, or its page's address (any address whose path holds
 * the id, e.g. https://…/you-scout/nomination/<id>); undefined when the text holds none.
 */
export function nominationIdFrom(text: string): string | undefined {
  const match = UUID.exec(text.trim());
  return match ? match[0].toLowerCase() : undefined;
}
