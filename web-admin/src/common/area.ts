import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';

/**
 * A react-admin resource of an area: its `name` is its API path under /api/admin (the data
 * provider's simple-rest) and its address under /admin.
 */
export type AreaResource = ResourceProps;

/** A page that is not a resource (the past board, the event log): its address and its menu entry. */
export type AreaPage = {
  /** Under /admin, inside the layout. */
  path: string;
  /** Lazy where only some staff visit it, so its code loads on the first visit. */
  component: ComponentType;
  label: string;
  icon: ComponentType;
};

/**
 * What the back office needs of an area, exported by the area's `index.ts`: App registers its
 * resources and routes its pages; the menu lists its resources, then its pages. The registry,
 * `src/areas.ts`, lists the areas in menu order.
 */
export type Area = {
  resources?: readonly AreaResource[];
  pages?: readonly AreaPage[];
};
