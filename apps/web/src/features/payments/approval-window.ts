import { APPROVAL_CHANNEL, readApprovalMessage, type ApprovalMessage } from './checkout-flow.js';

const WINDOW_NAME = 'paypal-approval';
const WINDOW_FEATURES = 'popup,width=480,height=700';

/**
 * Opens PayPal's window at once, still inside the click (a window opened after an await is blocked
 * as a pop-up); it is pointed at the order's approval link once the order exists. null when the
 * browser blocked it: the page then offers a link instead.
 */
export function openApprovalWindow(): Window | null {
  try {
    return window.open('about:blank', WINDOW_NAME, WINDOW_FEATURES);
  } catch {
    return null;
  }
}

/**
 * Calls `onMessage` with what the return page reports. It posts on a BroadcastChannel (reaches this
 * page even when PayPal's window lost its opener, as it does across origins) and to the opener.
 * Returns the function that stops listening.
 */
export function listenForApproval(onMessage: (message: ApprovalMessage) => void): () => void {
  const handle = (data: unknown) => {
    const message = readApprovalMessage(data);
    if (message !== null) onMessage(message);
  };
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(APPROVAL_CHANNEL);
  const onChannel = (event: MessageEvent) => handle(event.data);
  channel?.addEventListener('message', onChannel);
  const onWindow = (event: MessageEvent) => {
    if (event.origin === window.location.origin) handle(event.data);
  };
  window.addEventListener('message', onWindow);
  return () => {
    channel?.removeEventListener('message', onChannel);
    channel?.close();
    window.removeEventListener('message', onWindow);
  };
}
