/**
 * The back office (web-admin, another app served under /admin) is YouScout's one staff
 * interface (issue 37 item 7). Its YouScout screen opens on the review queue: the pending
 * nominations, oldest first, in react-admin's list parameters (`filter`, `sort`, `order`).
 */
export const BACK_OFFICE_YOUSCOUT = `/admin/you-scout/nominations?${new URLSearchParams({
  filter: JSON.stringify({ status: 'pending' }),
  sort: 'createdAt',
  order: 'ASC',
})}`;

/** Leaving for the back office is a full page load; an object, so a test can spy on it. */
export const backOffice = {
  open: (href: string) => window.location.assign(href),
};
