/** The catalogue's columns by width: the products' grid and its placeholder's. */
export const CATALOGUE_COLUMNS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** The widest grid's first row: the cards whose pictures load at once. */
export const FIRST_ROW = 4;
