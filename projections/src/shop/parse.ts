import type { RecordedEvent } from '../../../services/src/core/event-store/event-store';
import {
  parseShopEvent,
  type ShopEvent,
  type ShopEventOf,
} from '../../../services/src/shop/events';

/**
 * The event parsed through the shop's parser, when it is one of `types` (a read model's own);
 * undefined for the shop's other events, so each projector's switch lists only its own.
 */
export function shopEventOf<T extends ShopEvent['type']>(
  recorded: RecordedEvent,
  types: readonly T[],
): ShopEventOf<T> | undefined {
  const event = parseShopEvent(recorded.type, recorded.data);
  return (types as readonly string[]).includes(event.type) ? (event as ShopEventOf<T>) : undefined;
}
