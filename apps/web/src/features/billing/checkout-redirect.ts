/**
 * Leaving the app for Stripe Checkout: a full page load; the way back is Stripe's redirect. An
 * object, so a test can stand in for the browser's navigation (jsdom cannot leave the page).
 */
export const checkoutRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
