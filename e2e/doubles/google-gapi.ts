import type { Page } from '@playwright/test';

/**
 * A test double of Google's gapi loader (https://apis.google.com/js/api.js), which the offline
 * test run cannot reach. Firebase Auth loads it to open the Auth emulator's helper frame
 * (/emulator/auth/iframe, itself a gapi user) and exchange the sign-in events of popups and
 * redirects with it. The double does the part of gapi.iframes both sides use (open, ping,
 * restyle, register, send, getParentIframe) over postMessage, in the page and in the frame.
 */
const GAPI_DOUBLE = `(() => {
  const handlers = new Map();
  const waiting = [];
  const replies = new Map();
  const deliver = (message, source) => {
    const handler = handlers.get(message.name);
    if (!handler) return void waiting.push([message, source]);
    const result = handler(message.data);
    source.postMessage({ gapiDouble: 'reply', id: message.id, responses: [result] }, '*');
  };
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || !message.gapiDouble) return;
    if (message.gapiDouble === 'send') deliver(message, event.source);
    if (message.gapiDouble === 'reply') {
      const callback = replies.get(message.id);
      replies.delete(message.id);
      if (callback) callback(message.responses);
    }
  });
  const channel = (target, ready) => ({
    register(name, handler) {
      handlers.set(name, handler);
      for (const [message, source] of waiting.splice(0)) deliver(message, source);
    },
    send(name, data, callback) {
      const id = String(Math.random());
      if (callback) replies.set(id, callback);
      ready.then(() => target().postMessage({ gapiDouble: 'send', name, data, id }, '*'));
    },
    restyle: () => Promise.resolve(),
    ping: (callback) => ready.then(() => callback && callback()),
  });
  const context = {
    open(options, onOpen) {
      const frame = document.createElement('iframe');
      frame.src = options.url;
      frame.title = 'Auth helper';
      frame.style.cssText = 'position:absolute;width:1px;height:1px;left:-100px;top:-100px';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      options.where.appendChild(frame);
      return onOpen(channel(() => frame.contentWindow, loaded));
    },
    getParentIframe: () => channel(() => window.parent, Promise.resolve()),
  };
  window.gapi = {
    load: (name, options) => (typeof options === 'function' ? options() : options.callback()),
    iframes: { getContext: () => context, Iframe: function Iframe() {}, CROSS_ORIGIN_IFRAMES_FILTER: {} },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  const ready = onload ? window[onload] : window.gapi_onload;
  if (ready) setTimeout(ready);
})();`;

/** Serves the gapi double to every page and frame of the page's context; answers its loads. */
export async function routeGapi(page: Page): Promise<string[]> {
  const loads: string[] = [];
  await page.context().route('https://apis.google.com/js/api.js**', (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: GAPI_DOUBLE });
  });
  // The Auth emulator's sign-in page styles itself from unpkg and Google Fonts: not needed.
  await page
    .context()
    .route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
  return loads;
}
