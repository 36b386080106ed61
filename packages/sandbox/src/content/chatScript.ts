/** Where the sandbox serves its stand-in for the live chat vendor's script (public: a `<script src>` sends no token). */
export const CHAT_SCRIPT_PATH = '/api/cms/chat/widget.js';

/**
 * A small live chat widget in the shape of a vendor's: the page loads it with `data-site-id` and
 * `data-div-id`, it draws its panel into that element (made when missing), answers in the page's
 * language and offers `window.OynaChat` (`open`, `close`, `toggle`, `isOpen`); `oynachat:ready` and
 * `oynachat:toggle` (detail `{ open }`) tell the page. Styled through the CSSOM, which a content
 * security policy without `unsafe-inline` allows.
 */
export const chatScript = `(function () {
  if (window.OynaChat) return;
  var script = document.currentScript;
  var siteId = script ? script.getAttribute('data-site-id') : null;
  var divId = (script && script.getAttribute('data-div-id')) || 'oyna-live-chat';
  var en = (document.documentElement.lang || '').indexOf('en') === 0;
  var text = en
    ? { title: 'Live support', close: 'Close live support', hello: 'Hello! How can we help you today?', label: 'Your message', send: 'Send', reply: 'Thank you. An agent will be with you shortly.', site: 'Site' }
    : { title: 'Canlı Destek', close: 'Canlı desteği kapat', hello: 'Merhaba! Size nasıl yardımcı olabiliriz?', label: 'Mesajınız', send: 'Gönder', reply: 'Teşekkürler. Bir temsilcimiz birazdan sizinle olacak.', site: 'Site' };
  function el(tag, css, props) {
    var node = document.createElement(tag);
    if (css) node.style.cssText = css;
    for (var key in props || {}) node[key] = props[key];
    return node;
  }
  var host = document.getElementById(divId);
  if (!host) { host = el('div', '', { id: divId }); document.body.appendChild(host); }
  var panel = el('section', 'position:fixed;right:16px;bottom:16px;z-index:2147483000;width:min(360px,calc(100vw - 32px));height:min(480px,calc(100vh - 32px));display:none;flex-direction:column;background:#111827;color:#f9fafb;border:1px solid #374151;border-radius:12px;box-shadow:0 12px 40px rgba(0,0,0,.5);font:14px/1.4 Inter,Arial,sans-serif;overflow:hidden');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', text.title);
  var header = el('header', 'display:flex;align-items:center;justify-content:space-between;padding:12px 16px;background:#7c3aed');
  header.appendChild(el('h2', 'margin:0;font-size:16px', { textContent: text.title }));
  var close = el('button', 'background:none;border:0;color:inherit;font-size:20px;cursor:pointer;min-width:32px;min-height:32px', { type: 'button', textContent: '×' });
  close.setAttribute('aria-label', text.close);
  header.appendChild(close);
  var log = el('ol', 'list-style:none;margin:0;padding:12px 16px;flex:1;overflow:auto;display:flex;flex-direction:column;gap:8px');
  log.setAttribute('aria-live', 'polite');
  function say(words, mine) {
    log.appendChild(el('li', 'max-width:80%;padding:8px 12px;border-radius:12px;' + (mine ? 'align-self:flex-end;background:#4c1d95' : 'align-self:flex-start;background:#1f2937'), { textContent: words }));
    log.scrollTop = log.scrollHeight;
  }
  say(text.hello, false);
  var form = el('form', 'display:flex;gap:8px;padding:12px 16px;border-top:1px solid #374151');
  var input = el('input', 'flex:1;min-height:36px;padding:0 12px;border-radius:8px;border:1px solid #4b5563;background:#0b0f17;color:inherit', { type: 'text', name: 'message', autocomplete: 'off' });
  input.setAttribute('aria-label', text.label);
  form.appendChild(input);
  form.appendChild(el('button', 'min-height:36px;padding:0 14px;border:0;border-radius:8px;background:#7c3aed;color:#fff;cursor:pointer', { type: 'submit', textContent: text.send }));
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var words = input.value.trim();
    if (!words) return;
    say(words, true);
    input.value = '';
    setTimeout(function () { say(text.reply, false); }, 400);
  });
  panel.appendChild(header);
  panel.appendChild(log);
  panel.appendChild(form);
  panel.appendChild(el('p', 'margin:0;padding:0 16px 8px;font-size:11px;color:#9ca3af', { textContent: text.site + ' ' + (siteId || '-') }));
  host.appendChild(panel);
  var open = false;
  function set(next) {
    open = next;
    panel.style.display = open ? 'flex' : 'none';
    if (open) input.focus();
    window.dispatchEvent(new CustomEvent('oynachat:toggle', { detail: { open: open } }));
  }
  close.addEventListener('click', function () { set(false); });
  panel.addEventListener('keydown', function (event) { if (event.key === 'Escape') set(false); });
  window.OynaChat = {
    open: function () { set(true); },
    close: function () { set(false); },
    toggle: function () { set(!open); },
    isOpen: function () { return open; },
  };
  window.dispatchEvent(new CustomEvent('oynachat:ready'));
})();
`;
