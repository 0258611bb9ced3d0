/** Leaving for the payment provider's page is a full page load; an object, so a test can spy on it. */
export const paymentPage = {
  open: (url: string) => window.location.assign(url),
};
