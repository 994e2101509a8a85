/** Where the browser goes when a page hands over to another site (Stripe); a seam tests replace. */
export type Redirect = (url: string) => void;

export const goToExternalPage: Redirect = (url) => window.location.assign(url);
