// A feature that takes payment (signup, the fishing basket, the profile) shows a pay button without
// importing the payments feature: it takes a `Checkout` component, and the app passes payments'
// CheckoutButton. These are the props that button accepts and what it reports back.
import type { ComponentType } from 'react';

/** What a captured order tells the page that asked for it (POST /paypal/order/:id/capture). */
export interface PaidOrder {
  message: string;
  /** Plays bought by this capture (cart orders). */
  purchased?: number;
  /** Set when a signup got its session with this capture. */
  token?: string;
}

export interface CheckoutProps {
  kind: 'cart' | 'subscription';
  /** Button text, e.g. 'Pay $3.00' or 'Subscribe with PayPal'. */
  label: string;
  disabled?: boolean;
  /** A cart whose states' data is older than their schedule: the player confirmed buying from it. */
  confirmOlderData?: boolean;
  onSuccess?(result: PaidOrder): void;
  onError?(error: Error): void;
}

export type Checkout = ComponentType<CheckoutProps>;
