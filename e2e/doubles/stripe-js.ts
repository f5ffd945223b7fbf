/**
 * A Stripe.js test double. Browser tests route https://js.stripe.com/** to this script, so the
 * payment page gets a `window.Stripe` whose card element is a plain text field (labelled 'Card
 * number') and whose confirmCardPayment confirms the payment intent with the Stripe API test
 * double, as Stripe.js would with Stripe: 4242 4242 4242 4242 pays, any other number is declined.
 */
import type { Page, Request } from '@playwright/test';
import { STRIPE_DOUBLE_URL, TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';

export const TEST_CARDS = { visa: '4242424242424242', declined: '4000000000000002' } as const;

type Handler = (event: unknown) => void;

/** Runs in the page: defines window.Stripe. Serialised with toString, so it is self-contained. */
function stripeJsDouble(config: { visaCard: string; methods: Record<string, string> }) {
  class CardElement {
    private handlers = new Map<string, Set<Handler>>();
    private input = document.createElement('input');

    constructor(
      private options: { style?: { base?: Record<string, unknown> }; disabled?: boolean },
    ) {
      this.input.setAttribute('aria-label', 'Card number');
      this.input.autocomplete = 'cc-number';
      this.input.inputMode = 'numeric';
      this.input.style.border = 'none';
      this.input.style.width = '100%';
      this.input.addEventListener('input', () => {
        const digits = this.number();
        const invalid = /[^\d]/.test(digits) || digits.length > 16;
        this.emit('change', {
          elementType: 'card',
          empty: digits.length === 0,
          complete: digits.length === 16 && !invalid,
          error: invalid
            ? {
                type: 'validation_error',
                code: 'invalid_number',
                message: 'Your card number is invalid.',
              }
            : undefined,
        });
      });
      this.update(options);
    }

    number() {
      return this.input.value.replace(/\s+/g, '');
    }

    private emit(event: string, payload: unknown) {
      this.handlers.get(event)?.forEach((handler) => handler(payload));
    }

    mount(target: HTMLElement | string) {
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      node?.appendChild(this.input);
      setTimeout(() => this.emit('ready', this));
    }

    on(event: string, handler: Handler) {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)!.add(handler);
      return this;
    }

    off(event: string, handler: Handler) {
      this.handlers.get(event)?.delete(handler);
      return this;
    }

    update(options: { style?: { base?: Record<string, unknown> }; disabled?: boolean }) {
      this.options = { ...this.options, ...options };
      const base = this.options.style?.base ?? {};
      if (typeof base.fontSize === 'string') this.input.style.fontSize = base.fontSize;
      this.input.disabled = Boolean(this.options.disabled);
    }

    focus() {
      this.input.focus();
    }

    blur() {
      this.input.blur();
    }

    clear() {
      this.input.value = '';
    }

    unmount() {
      this.input.remove();
    }

    destroy() {
      this.input.remove();
    }
  }

  function Stripe(key: string) {
    const created = new Map<string, CardElement>();
    const elementsInstance = {
      create(type: string, options: ConstructorParameters<typeof CardElement>[0] = {}) {
        if (type !== 'card') throw new Error(`The Stripe.js test double has no ${type} element`);
        const element = new CardElement(options);
        created.set(type, element);
        return element;
      },
      getElement(type: string | { __elementType?: string }) {
        const name = typeof type === 'string' ? type : type.__elementType;
        return created.get(name ?? '') ?? null;
      },
      update() {},
    };
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements: () => elementsInstance,
      createToken: async () => ({ error: { message: 'not in the test double' } }),
      createPaymentMethod: async () => ({ error: { message: 'not in the test double' } }),
      async confirmCardPayment(
        clientSecret: string,
        data: {
          payment_method: {
            card: CardElement;
            billing_details?: { name?: string; email?: string };
          };
        },
      ) {
        const intentId = clientSecret.split('_secret_')[0];
        const number = data.payment_method.card.number();
        const body = new URLSearchParams({
          key,
          client_secret: clientSecret,
          payment_method:
            number === config.visaCard ? config.methods.visa! : config.methods.declined!,
          'payment_method_data[billing_details][name]':
            data.payment_method.billing_details?.name ?? '',
          'payment_method_data[billing_details][email]':
            data.payment_method.billing_details?.email ?? '',
        });
        const response = await fetch(
          `https://api.stripe.com/v1/payment_intents/${intentId}/confirm`,
          { method: 'POST', body },
        );
        const json = await response.json();
        return response.ok ? { paymentIntent: json } : { error: json.error };
      },
    };
  }
  Stripe.version = 'endive';
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
}

/**
 * Routes Stripe.js to the double and Stripe's API to the Stripe API test double; nothing reaches
 * Stripe. Returns the Stripe.js requests the page made, to check where Stripe.js loads.
 */
export async function routeStripe(page: Page): Promise<Request[]> {
  const stripeJsRequests: Request[] = [];
  const script = `(${stripeJsDouble.toString()})(${JSON.stringify({
    visaCard: TEST_CARDS.visa,
    methods: TEST_PAYMENT_METHODS,
  })});`;
  // Later routes win: the catch-all for Stripe's other hosts goes first.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(stripe\.com|stripe\.network)\//, (route) =>
    route.abort(),
  );
  await page.route('https://js.stripe.com/**', (route) => {
    stripeJsRequests.push(route.request());
    return route.fulfill({ contentType: 'application/javascript', body: script });
  });
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = route.request().url().replace('https://api.stripe.com', STRIPE_DOUBLE_URL);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
  return stripeJsRequests;
}
