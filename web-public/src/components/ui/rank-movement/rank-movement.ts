/** How a place on a ranking moved over the 7 days before the list's time. */
export type RankMovement =
  | { kind: 'up'; places: number }
  | { kind: 'down'; places: number }
  | { kind: 'same' }
  /** Placed now but not 7 days earlier: new to the rankings. */
  | { kind: 'new' }
  | { kind: 'unranked' };

/**
 * The movement of a place: `change` is the place 7 days ago minus the place now (positive:
 * climbed), null when it had none then; `ranked` is whether it has a place now.
 */
export function movementOf(change: number | null, ranked = true): RankMovement {
  if (!ranked) return { kind: 'unranked' };
  if (change == null) return { kind: 'new' };
  if (change > 0) return { kind: 'up', places: change };
  if (change < 0) return { kind: 'down', places: -change };
  return { kind: 'same' };
}

const places = (n: number) => (n === 1 ? '1 place' : `${n} places`);

/** What a screen reader hears for the movement. */
export function rankMovementLabel(movement: RankMovement): string {
  switch (movement.kind) {
    case 'up':
      return `Up ${places(movement.places)} in the last 7 days`;
    case 'down':
      return `Down ${places(movement.places)} in the last 7 days`;
    case 'same':
      return 'No change in the last 7 days';
    case 'new':
      return 'New to the rankings in the last 7 days';
    case 'unranked':
      return 'Not ranked';
    default: {
      const unexpected: never = movement;
      return unexpected;
    }
  }
}
