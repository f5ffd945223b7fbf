/**
 * A Stripe.js test double. Browser tests route https://js.stripe.com/** to this script, so the
 * payment page gets a `window.Stripe` whose card element is three plain text fields ('Card
 * number', 'Expiration date MM / YY', 'CVC') that validate as Stripe Elements does (its
 * `incomplete_number`, `invalid_number`, `invalid_expiry_year_past`... errors, on change and on
 * blur), and whose confirmCardPayment sends the card to the Stripe API test double as Stripe.js
 * sends it to Stripe: the double answers as Stripe's test mode does for that number (TEST_CARDS).
 * A card that asks for 3-D Secure opens a challenge dialog ('Complete' or 'Fail'), after which
 * confirmCardPayment answers with the intent or Stripe's authentication error, as Stripe.js does.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { STRIPE_DOUBLE_URL, TEST_CARDS } from '../../tests/doubles/stripe-api';

export { TEST_CARDS };

/** The 3-D Secure challenge the double shows, and its two answers. */
export const THREE_D_SECURE = {
  dialog: '3D Secure 2 Test Page',
  complete: 'Complete',
  fail: 'Fail',
} as const;

/** Types a card into the card element: its number, and a valid expiry date and CVC by default. */
export async function fillCard(
  scope: Locator,
  number: string,
  { expiry = '12 / 34', cvc = '123' }: { expiry?: string; cvc?: string } = {},
) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date').fill(expiry);
  await scope.getByLabel('CVC').fill(cvc);
}

type Handler = (event: unknown) => void;

interface ValidationError {
  type: 'validation_error';
  code: string;
  message: string;
}

/** Runs in the page: defines window.Stripe. Serialised with toString, so it is self-contained. */
function stripeJsDouble() {
  const invalid = (code: string, message: string): ValidationError => ({
    type: 'validation_error',
    code,
    message,
  });
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, char, index) => {
      const doubled = Number(char) * (index % 2 ? 2 : 1);
      return sum + (doubled > 9 ? doubled - 9 : doubled);
    }, 0) %
      10 ===
    0;

  /**
   * One field of the card element: complete, or its error. Stripe Elements shows an
   * 'incomplete_*' error only once the shopper leaves the field or pays, the others at once.
   */
  interface Field {
    input: HTMLInputElement;
    check(value: string): { complete: boolean; error?: ValidationError };
  }

  const numberField = (value: string) => {
    const digits = value.replace(/\s+/g, '');
    if (/[^\d]/.test(digits) || digits.length > 16 || (digits.length === 16 && !luhn(digits))) {
      return { complete: false, error: invalid('invalid_number', 'Your card number is invalid.') };
    }
    return digits.length === 16
      ? { complete: true }
      : { complete: false, error: invalid('incomplete_number', 'Your card number is incomplete.') };
  };

  const expiryField = (value: string) => {
    const match = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(value.trim());
    const error = (code: string, message: string) => ({
      complete: false,
      error: invalid(code, message),
    });
    if (!match) return error('incomplete_expiry', "Your card's expiration date is incomplete.");
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    const now = new Date();
    if (month < 1 || month > 12) {
      return error('invalid_expiry_month', "Your card's expiration date is invalid.");
    }
    if (year < now.getFullYear()) {
      return error('invalid_expiry_year_past', "Your card's expiration year is in the past.");
    }
    if (year === now.getFullYear() && month < now.getMonth() + 1) {
      return error('invalid_expiry_month_past', "Your card's expiration date is in the past.");
    }
    if (year > now.getFullYear() + 50) {
      return error('invalid_expiry_year', "Your card's expiration year is invalid.");
    }
    return { complete: true };
  };

  const cvcField = (value: string) =>
    /^\d{3,4}$/.test(value.trim())
      ? { complete: true }
      : {
          complete: false,
          error: invalid('incomplete_cvc', "Your card's security code is incomplete."),
        };

  class CardElement {
    private handlers = new Map<string, Set<Handler>>();
    private box = document.createElement('div');
    private touched = new Set<HTMLInputElement>();
    private fields: Field[];

    constructor(
      private options: { style?: { base?: Record<string, unknown> }; disabled?: boolean },
    ) {
      const input = (label: string, placeholder: string, autocomplete: string, width: string) => {
        const element = document.createElement('input');
        element.setAttribute('aria-label', label);
        element.placeholder = placeholder;
        element.setAttribute('autocomplete', autocomplete);
        element.inputMode = 'numeric';
        element.style.border = 'none';
        element.style.minWidth = '0';
        element.style.flex = width;
        element.style.background = 'transparent';
        element.style.color = 'inherit';
        this.box.appendChild(element);
        return element;
      };
      this.box.style.display = 'flex';
      this.box.style.gap = '8px';
      this.fields = [
        {
          input: input('Card number', '1234 1234 1234 1234', 'cc-number', '1 1 12em'),
          check: numberField,
        },
        {
          input: input('Expiration date MM / YY', 'MM / YY', 'cc-exp', '0 0 5em'),
          check: expiryField,
        },
        { input: input('CVC', 'CVC', 'cc-csc', '0 0 4em'), check: cvcField },
      ];
      for (const { input: field } of this.fields) {
        field.addEventListener('input', () => this.changed());
        field.addEventListener('blur', () => {
          if (field.value) this.touched.add(field);
          this.changed();
        });
      }
      this.update(options);
    }

    /** Stripe Elements' state: complete, or the first field's error once it can be told. */
    state(submitting: boolean) {
      const checked = this.fields.map(({ input, check }) => check(input.value));
      const shown = checked.filter(
        ({ error }, index) =>
          error &&
          (submitting ||
            this.touched.has(this.fields[index]!.input) ||
            !error.code.startsWith('incomplete')),
      );
      return {
        empty: this.fields.every(({ input }) => !input.value),
        complete: checked.every(({ complete }) => complete),
        error: shown[0]?.error,
      };
    }

    private changed() {
      const { empty, complete, error } = this.state(false);
      this.emit('change', { elementType: 'card', empty, complete, error });
    }

    card() {
      const [number, expiry, cvc] = this.fields.map(({ input }) => input.value.trim());
      const [month, year] = expiry!.split('/').map((part) => part.trim());
      return {
        number: number!.replace(/\s+/g, ''),
        exp_month: month ?? '',
        exp_year: year ?? '',
        cvc: cvc!,
      };
    }

    private emit(event: string, payload: unknown) {
      this.handlers.get(event)?.forEach((handler) => handler(payload));
    }

    mount(target: HTMLElement | string) {
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      node?.appendChild(this.box);
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
      for (const { input } of this.fields) {
        if (typeof base.fontSize === 'string') input.style.fontSize = base.fontSize;
        input.disabled = Boolean(this.options.disabled);
      }
    }

    focus() {
      this.fields[0]!.input.focus();
    }

    blur() {
      for (const { input } of this.fields) input.blur();
    }

    clear() {
      for (const { input } of this.fields) input.value = '';
      this.touched.clear();
    }

    unmount() {
      this.box.remove();
    }

    destroy() {
      this.box.remove();
    }
  }

  /** The challenge page Stripe shows in test mode; resolves with the shopper's answer. */
  function challenge(): Promise<'complete' | 'fail'> {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', '3D Secure 2 Test Page');
      Object.assign(overlay.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '12px',
        background: '#ffffff',
        color: '#000000',
      });
      const heading = document.createElement('h2');
      heading.textContent = '3D Secure 2 Test Page';
      overlay.appendChild(heading);
      for (const [label, outcome] of [
        ['Complete', 'complete'],
        ['Fail', 'fail'],
      ] as const) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => {
          overlay.remove();
          resolve(outcome);
        });
        overlay.appendChild(button);
      }
      document.body.appendChild(overlay);
    });
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
        const element = data.payment_method.card;
        const { error: invalidCard } = element.state(true);
        if (invalidCard) return { error: invalidCard };
        const intentId = clientSecret.split('_secret_')[0];
        const api = 'https://api.stripe.com';
        const auth = { key, client_secret: clientSecret };
        const card = element.card();
        const body = new URLSearchParams({
          ...auth,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp_month]': card.exp_month,
          'payment_method_data[card][exp_year]': card.exp_year,
          'payment_method_data[card][cvc]': card.cvc,
          'payment_method_data[billing_details][name]':
            data.payment_method.billing_details?.name ?? '',
          'payment_method_data[billing_details][email]':
            data.payment_method.billing_details?.email ?? '',
        });
        const response = await fetch(`${api}/v1/payment_intents/${intentId}/confirm`, {
          method: 'POST',
          body,
        });
        const json = await response.json();
        if (!response.ok) return { error: json.error };
        if (json.status !== 'requires_action') return { paymentIntent: json };
        // 3-D Secure: the shopper answers the challenge, then Stripe.js reads the intent again.
        const outcome = await challenge();
        await fetch(`${api}/3d_secure_2/authenticate`, {
          method: 'POST',
          body: new URLSearchParams({ ...auth, payment_intent: intentId!, outcome }),
        });
        const after = await fetch(
          `${api}/v1/payment_intents/${intentId}?${new URLSearchParams(auth).toString()}`,
        );
        const intent = await after.json();
        return intent.status === 'requires_payment_method' && intent.last_payment_error
          ? { error: { ...intent.last_payment_error, payment_intent: intent } }
          : { paymentIntent: intent };
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
  const script = `(${stripeJsDouble.toString()})();`;
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
