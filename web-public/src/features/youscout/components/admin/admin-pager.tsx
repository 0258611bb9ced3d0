import { Group, Pagination } from '@mantine/core';
import { PAGE_SIZE } from '@/features/youscout/api/admin-nominations';

/** The pages of an admin list of `total` records, PAGE_SIZE a page; nothing when one is enough. */
export function AdminPager({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination total={pages} value={page} onChange={onChange} />
    </Group>
  );
}
