import type { ReadModel } from '../runner/read-model';
import { notificationsMigrations } from './migrations';
import { notificationsProjector } from './projector';

/** Notifications' read model: each member's notifications and settings. */
export const notificationsReadModels: readonly ReadModel[] = [
  { projector: notificationsProjector, migrations: notificationsMigrations },
];
