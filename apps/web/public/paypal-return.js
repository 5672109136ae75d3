// PayPal sends its approval window here (the order's return_url or cancel_url, with the order id
// as `token`). The page that opened the window waits on this channel (features/payments/
// approval-window.ts) and captures the order; the window then closes itself.
(function () {
  var params = new URLSearchParams(window.location.search);
  var outcome = params.get('outcome') === 'approved' ? 'approved' : 'cancelled';
  var message = {
    type: 'pick3-paypal-return',
    orderId: params.get('token') || '',
    outcome: outcome,
  };
  try {
    var channel = new BroadcastChannel('pick3-paypal');
    channel.postMessage(message);
    channel.close();
  } catch (error) {
    // No BroadcastChannel: the opener below still hears it.
  }
  try {
    if (window.opener) window.opener.postMessage(message, window.location.origin);
  } catch (error) {
    // The opener is gone or elsewhere: nothing to tell.
  }
  var status = document.getElementById('status');
  if (status)
    status.textContent = outcome === 'approved' ? 'Payment approved' : 'Payment cancelled';
  window.setTimeout(function () {
    window.close();
  }, 300);
})();
