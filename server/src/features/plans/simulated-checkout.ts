import { rupeesText } from '@kaamkaj/domain';

// The embedded stand-in for Razorpay's checkout (DESIGN.md §2 "payments: simulated"). The web app
// loads a checkout script and calls `new Razorpay(options).open()` whichever gateway is set; this
// script opens the local payment sheet below in a full-screen frame and answers through the same
// callbacks: options.handler on success, 'payment.failed' listeners, options.modal.ondismiss.

export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  function Razorpay(options) { this.options = options || {}; this.listeners = {}; }
  Razorpay.prototype.on = function (name, fn) {
    (this.listeners[name] = this.listeners[name] || []).push(fn);
  };
  Razorpay.prototype.open = function () {
    var self = this, o = this.options, modal = o.modal || {};
    var lang = (document.documentElement.lang || 'en').slice(0, 2);
    var frame = document.createElement('iframe');
    frame.src = '/api/payment/simulated/checkout?order_id=' + encodeURIComponent(o.order_id || '') +
      '&lang=' + encodeURIComponent(lang) + '&escape=' + (modal.escape === false ? '0' : '1');
    frame.title = 'Checkout';
    frame.setAttribute('data-testid', 'simulated-checkout');
    frame.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:transparent';
    var timer = setTimeout(function () { close(); if (modal.ondismiss) modal.ondismiss(); },
      (o.timeout || 600) * 1000);
    function close() {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      if (frame.parentNode) frame.parentNode.removeChild(frame);
    }
    function onMessage(event) {
      if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
      var data = event.data || {};
      if (data.type === 'kk-checkout:success') { close(); if (o.handler) o.handler(data.response); }
      if (data.type === 'kk-checkout:failed') {
        close();
        (self.listeners['payment.failed'] || []).forEach(function (fn) { fn({ error: data.error }); });
      }
      if (data.type === 'kk-checkout:dismiss') { close(); if (modal.ondismiss) modal.ondismiss(); }
    }
    window.addEventListener('message', onMessage);
    document.body.appendChild(frame);
    frame.focus();
  };
  window.Razorpay = Razorpay;
})();
`;

export const SHEET_STYLE_PATH = '/api/payment/simulated/sheet.css';
export const SHEET_SCRIPT_PATH = '/api/payment/simulated/sheet.js';

/** The payment sheet's style, a file of its own as the CSP wants (issue 15 item 7). */
export const SHEET_STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.4 "Noto Sans","Noto Sans Devanagari",system-ui,sans-serif;background:rgba(15,23,42,.6);min-height:100vh;display:flex;align-items:flex-end;justify-content:center}
.sheet{background:#fff;width:100%;max-width:420px;border-radius:20px 20px 0 0;padding:16px 20px 24px;box-shadow:0 -8px 30px rgba(0,0,0,.25)}
@media (min-height:700px){body{align-items:center}.sheet{border-radius:20px}}
header{display:flex;align-items:center;gap:12px}.logo{width:44px;height:44px;border-radius:12px;background:#0678C1;color:#fff;display:grid;place-items:center;font-weight:700;font-size:20px}
header h1{font-size:17px;margin:0;flex:1}header p{margin:0;color:#475569;font-size:14px}
.x{width:48px;height:48px;border:0;background:#f1f5f9;border-radius:999px;font-size:22px;cursor:pointer}
.amount{font-size:30px;font-weight:700;margin:14px 0 4px}.test{background:#fef3c7;color:#92400e;border-radius:10px;padding:8px 12px;font-size:14px;margin:8px 0 14px}
.field{display:flex;flex-direction:column;margin-bottom:10px;font-size:13px;color:#475569}.field input{font:inherit;font-size:16px;color:#0f172a;border:1px solid #cbd5e1;border-radius:10px;padding:10px 12px;background:#f8fafc}
fieldset{border:0;padding:0;margin:8px 0 16px}legend{font-size:13px;color:#475569;margin-bottom:6px}
.method{display:flex;align-items:center;gap:10px;min-height:48px;padding:0 12px;border:1px solid #cbd5e1;border-radius:10px;margin-bottom:8px}
.method input{width:20px;height:20px}
button.pay,button.fail{display:block;width:100%;min-height:52px;border-radius:12px;font:inherit;font-weight:700;font-size:17px;cursor:pointer}
button.pay{background:#0678C1;color:#fff;border:0}button.fail{background:#fff;color:#b91c1c;border:1px solid #fca5a5;margin-top:10px;font-size:15px}
button:disabled{opacity:.6}.msg{color:#b91c1c;min-height:1.4em;margin:8px 0 0;font-size:14px}
.who{flex:1}
`;

/**
 * The payment sheet's script, a file of its own: the CSP allows no inline script (issue 15 item 7).
 * What it needs of the order comes in the sheet's data- attributes.
 */
export const SHEET_SCRIPT = `(function () {
  'use strict';
  var sheet = document.querySelector('main.sheet'), data = sheet.dataset;
  var orderId = data.order, busyText = data.busy, errorText = data.error, payText = data.pay;
  function tell(message) { parent.postMessage(message, location.origin); }
  function settle(outcome) {
    var pay = document.getElementById('pay'), fail = document.getElementById('fail');
    pay.disabled = fail.disabled = true; pay.textContent = busyText;
    fetch('/api/payment/simulated/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, outcome: outcome }) })
      .then(function (res) { return res.json(); })
      .then(function (body) {
        if (!body.success) throw new Error(body.message);
        if (outcome === 'success') tell({ type: 'kk-checkout:success', response: body.data });
        else tell({ type: 'kk-checkout:failed', error: body.data.error });
      })
      .catch(function () { document.getElementById('msg').textContent = errorText; pay.disabled = fail.disabled = false; pay.textContent = payText; });
  }
  document.getElementById('pay').onclick = function () { settle('success'); };
  document.getElementById('fail').onclick = function () { settle('failure'); };
  document.getElementById('close').onclick = function () { tell({ type: 'kk-checkout:dismiss' }); };
  // modal.escape false: Escape does not dismiss (spec 000 §7)
  if (data.escape === '1') {
    document.addEventListener('keydown', function (e) { if (e.key === 'Escape') tell({ type: 'kk-checkout:dismiss' }); });
  }
  document.getElementById('pay').focus();
})();
`;

const TEXT = {
  en: {
    title: 'Payment',
    test: 'Test checkout: no money moves',
    contact: 'Mobile',
    email: 'E-mail',
    method: 'Pay with',
    upi: 'UPI',
    card: 'Card',
    netbanking: 'Netbanking',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    close: 'Close',
    busy: 'Processing…',
    error: 'Could not reach the server. Please try again.',
    paid: 'This order is already paid.',
  },
  hi: {
    title: 'भुगतान',
    test: 'टेस्ट चेकआउट: कोई पैसा नहीं कटेगा',
    contact: 'मोबाइल',
    email: 'ई-मेल',
    method: 'भुगतान का तरीका',
    upi: 'UPI',
    card: 'कार्ड',
    netbanking: 'नेटबैंकिंग',
    pay: 'भुगतान करें',
    fail: 'असफल भुगतान आज़माएँ',
    close: 'बंद करें',
    busy: 'भुगतान हो रहा है…',
    error: 'सर्वर से जुड़ नहीं पाए। कृपया फिर से कोशिश करें।',
    paid: 'इस ऑर्डर का भुगतान हो चुका है।',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type CheckoutOrder = {
  orderId: string;
  description: string;
  amountPaise: number;
  contact: string;
  email: string;
  paid: boolean;
};

/** The local payment sheet: pay succeeds, pay fails, or close (spec 000 §5 steps 3-6). */
export function checkoutPage(
  order: CheckoutOrder,
  lang: 'hi' | 'en',
  escapeCloses: boolean,
): string {
  const t = TEXT[lang];
  const amount = rupeesText(order.amountPaise);
  const e = escapeHtml;
  const field = (label: string, value: string) =>
    value
      ? `<div class="field"><span>${e(label)}</span><input readonly value="${e(value)}" aria-label="${e(label)}"></div>`
      : '';
  const method = (value: string, label: string, checked = false) =>
    `<label class="method"><input type="radio" name="method" value="${value}"${checked ? ' checked' : ''}> ${e(label)}</label>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(t.title)} · Kaamkaj</title>
<link rel="stylesheet" href="${SHEET_STYLE_PATH}">
</head>
<body><main class="sheet" role="dialog" aria-modal="true" aria-labelledby="title" data-order="${e(order.orderId)}"
 data-busy="${e(t.busy)}" data-error="${e(t.error)}" data-pay="${e(`${t.pay} ${amount}`)}" data-escape="${escapeCloses ? '1' : '0'}">
<header><div class="logo" aria-hidden="true">K</div><div class="who"><h1 id="title">Kaamkaj</h1><p>${e(order.description)}</p></div>
<button type="button" class="x" id="close" aria-label="${e(t.close)}">×</button></header>
<p class="amount">${e(amount)}</p>
<p class="test">${e(t.test)}</p>
${field(t.contact, order.contact ? `+91 ${order.contact}` : '')}${field(t.email, order.email)}
<fieldset><legend>${e(t.method)}</legend>${method('upi', t.upi, true)}${method('card', t.card)}${method('netbanking', t.netbanking)}</fieldset>
<button type="button" class="pay" id="pay"${order.paid ? ' disabled' : ''}>${e(t.pay)} ${e(amount)}</button>
<button type="button" class="fail" id="fail"${order.paid ? ' disabled' : ''}>${e(t.fail)}</button>
<p class="msg" id="msg" role="alert">${order.paid ? e(t.paid) : ''}</p>
</main>
${escapeCloses ? '' : '<!-- modal.escape false: Escape does not dismiss (spec 000 §7) -->\n'}<script src="${SHEET_SCRIPT_PATH}"></script></body></html>`;
}
