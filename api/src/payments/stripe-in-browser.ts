/**
 * What the browser loads of Stripe and from where: Stripe's own Stripe.js, frames and API for a
 * real key (the origins Stripe's security guide lists), or the local stand-in, which serves its
 * own Stripe.js and API from one origin and frames nothing.
 */
export interface StripeInBrowser {
  /** The Stripe.js the payments remote loads (GET /payments/config). */
  scriptUrl: string;
  scripts: string[];
  frames: string[];
  connects: string[];
  images: string[];
}

export function stripeInBrowser(stripeApiBase: string): StripeInBrowser {
  const base = new URL(stripeApiBase);
  if (base.hostname === 'api.stripe.com') {
    return {
      scriptUrl: 'https://js.stripe.com/v3/',
      scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connects: ['https://api.stripe.com'],
      images: ['https://*.stripe.com'],
    };
  }
  return {
    scriptUrl: `${base.origin}/v3/`,
    scripts: [base.origin],
    frames: [],
    connects: [base.origin],
    images: [],
  };
}
