import { Group, type MantineSpacing, Pagination, type PaginationProps } from '@mantine/core';

type PageNumbersProps = Omit<PaginationProps, 'total' | 'mt' | 'pt'> & {
  /** How many there are in all, and how many one page shows. */
  count: number;
  perPage: number;
  /** The space above the numbers' row. */
  mt?: MantineSpacing;
  pt?: MantineSpacing;
};

/** A list's page numbers, centred under it; nothing while it all fits on one page. */
export function PageNumbers({ count, perPage, mt, pt, ...pagination }: PageNumbersProps) {
  const pages = Math.ceil(count / perPage);
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt={mt} pt={pt}>
      <Pagination total={pages} {...pagination} />
    </Group>
  );
}
