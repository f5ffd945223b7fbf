/**
 * A Stripe.js test double. Browser tests route https://js.stripe.com/** to this script, so the
 * payment page gets a `window.Stripe` whose Elements group (`stripe.elements({ clientSecret,
 * appearance })`) creates the two elements the shop mounts, as Stripe documents them:
 *
 * - the Payment Element (`elements.create('payment')`): it reads the intent's
 *   payment_method_types from the API double, as Stripe.js does, and offers 'Card' (three plain
 *   text fields, 'Card number', 'Expiration date MM / YY', 'Security code', validated as Elements
 *   validates them and showing its errors itself) and the double's redirect method ('Bank
 *   redirect') when the intent accepts it; `change` events carry `{ elementType, empty,
 *   complete, collapsed, value: { type } }`;
 * - the Express Checkout Element (`elements.create('expressCheckout')`): one button per wallet
 *   the test says the browser has (`routeStripe(page, { wallets })`) and the intent accepts;
 *   its `ready` event's `availablePaymentMethods` is undefined when it shows none. A button
 *   opens the wallet's test sheet; paying there fires `confirm` (`expressPaymentType`,
 *   `billingDetails`, `paymentFailed()`), cancelling fires `cancel`.
 *
 * `elements.submit()` validates the Payment Element (a `validation_error` without calling
 * Stripe); `stripe.confirmPayment({ elements, confirmParams, redirect })` sends the payment
 * method to the Stripe API double as Stripe.js sends it to Stripe, which answers as Stripe's
 * test mode does for that card (TEST_CARDS). A card that asks for 3-D Secure opens a challenge
 * dialog ('Complete' or 'Fail'); a redirect method leaves for its bank's test page
 * (hooks.stripe.com, served here), which comes back to `return_url` with `payment_intent`,
 * `payment_intent_client_secret` and `redirect_status`, as Stripe does. With `redirect:
 * 'if_required'` a payment that needs no redirect answers `{ paymentIntent }` or `{ error }`.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { REDIRECT_METHOD, STRIPE_DOUBLE_URL, TEST_CARDS } from '../../tests/doubles/stripe-api';

export { TEST_CARDS };

/** The 3-D Secure challenge the double shows, and its two answers. */
export const THREE_D_SECURE = {
  dialog: '3D Secure 2 Test Page',
  complete: 'Complete',
  fail: 'Fail',
} as const;

/** The double's redirect method: its tab in the Payment Element and its bank's test page. */
export const BANK_REDIRECT = {
  tab: 'Bank redirect',
  page: 'Bank redirect test payment page',
  authorize: 'Authorize Test Payment',
  fail: 'Fail Test Payment',
} as const;

/** The wallets of the Express Checkout Element, by the name of their button. */
export const WALLETS = { applePay: 'Apple Pay', googlePay: 'Google Pay', link: 'Link' } as const;
export type Wallet = keyof typeof WALLETS;

/** A wallet's test sheet (the real one is the browser's or Link's), and its answers. */
export const WALLET_SHEET = {
  dialog: (wallet: Wallet) => `${WALLETS[wallet]} test sheet`,
  pay: 'Pay',
  cancel: 'Cancel',
} as const;

/** Types a card into the Payment Element: its number, and a valid expiry date and CVC by default. */
export async function fillCard(
  scope: Locator,
  number: string,
  { expiry = '12 / 34', cvc = '123' }: { expiry?: string; cvc?: string } = {},
) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiration date').fill(expiry);
  await scope.getByLabel('Security code').fill(cvc);
}

type Handler = (event: unknown) => void;

interface ValidationError {
  type: 'validation_error';
  code: string;
  message: string;
}

interface DoubleConfig {
  /** The wallets this browser has (none by default). */
  wallets: Wallet[];
  walletNames: Record<Wallet, string>;
  redirectMethod: string;
  redirectTab: string;
}

/** Runs in the page: defines window.Stripe. Serialised with toString, so it is self-contained. */
function stripeJsDouble(config: DoubleConfig) {
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
   * One card field of the Payment Element: complete, or its error. Stripe Elements shows an
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

  const cvcLabel = 'Security code';
  const TEST_VISA = '4242424242424242';
  const api = 'https://api.stripe.com';

  class IntegrationError extends Error {
    override name = 'IntegrationError';
  }

  /** What Elements' events need: handlers by event, and `ready` told to late listeners too. */
  class Emitter {
    private handlers = new Map<string, Set<Handler>>();
    private readyEvent: unknown;

    protected emit(event: string, payload: unknown) {
      if (event === 'ready') this.readyEvent = payload;
      this.handlers.get(event)?.forEach((handler) => handler(payload));
    }

    on(event: string, handler: Handler) {
      if (!this.handlers.has(event)) this.handlers.set(event, new Set());
      this.handlers.get(event)!.add(handler);
      // React Stripe.js attaches its handlers in an effect after mount: the real element's
      // iframe is never ready that soon, the double's may be.
      if (event === 'ready' && this.readyEvent !== undefined) {
        const payload = this.readyEvent;
        setTimeout(() => handler(payload));
      }
      return this;
    }

    off(event: string, handler: Handler) {
      this.handlers.get(event)?.delete(handler);
      return this;
    }
  }

  interface Appearance {
    variables?: { fontSizeBase?: string; fontFamily?: string; colorText?: string };
  }

  /** One Elements group: its intent, its look, its elements and a wallet payment under way. */
  interface Group {
    key: string;
    clientSecret?: string;
    customerSessionClientSecret?: string;
    appearance: Appearance;
    payment?: PaymentElement;
    express?: ExpressCheckoutElement;
    wallet?: { expressPaymentType: string; billingDetails: { name: string; email: string } };
  }

  /** The intent's payment method types, read with the publishable key as Stripe.js reads it. */
  async function methodTypes(group: Group): Promise<string[]> {
    const secret = group.clientSecret!;
    const intentId = secret.split('_secret_')[0];
    const query = new URLSearchParams({ key: group.key, client_secret: secret });
    const response = await fetch(`${api}/v1/payment_intents/${intentId}?${query.toString()}`);
    const intent = await response.json();
    return response.ok ? (intent.payment_method_types as string[]) : [];
  }

  interface SavedMethod {
    id: string;
    type: 'card';
    card: { brand: string; last4: string; exp_month: number; exp_year: number };
  }

  /** The customer's saved cards the customer session lets the element show again. */
  async function savedMethods(group: Group): Promise<SavedMethod[]> {
    if (!group.customerSessionClientSecret) return [];
    const query = new URLSearchParams({
      key: group.key,
      customer_session_client_secret: group.customerSessionClientSecret,
    });
    const response = await fetch(`${api}/v1/elements/sessions?${query.toString()}`);
    const session = await response.json();
    return response.ok ? (session.customer?.payment_methods ?? []) : [];
  }

  const cardName = (brand: string) => `${brand.charAt(0).toUpperCase()}${brand.slice(1)}`;

  class PaymentElement extends Emitter {
    private box = document.createElement('div');
    private tabs = document.createElement('div');
    private cardBox = document.createElement('div');
    private redirectNote = document.createElement('p');
    private errorLine = document.createElement('p');
    private touched = new Set<HTMLInputElement>();
    private fields: Field[];
    type = 'card';
    /** The saved card chosen, if any. */
    saved: SavedMethod | undefined;

    constructor(
      private group: Group,
      private options: { readOnly?: boolean },
    ) {
      super();
      const input = (label: string, placeholder: string, autocomplete: string, width: string) => {
        const element = document.createElement('input');
        element.setAttribute('aria-label', label);
        element.placeholder = placeholder;
        element.setAttribute('autocomplete', autocomplete);
        element.inputMode = 'numeric';
        Object.assign(element.style, {
          border: 'none',
          minWidth: '0',
          flex: width,
          background: 'transparent',
          color: 'inherit',
        });
        this.cardBox.appendChild(element);
        return element;
      };
      this.tabs.setAttribute('role', 'radiogroup');
      this.tabs.setAttribute('aria-label', 'Payment method');
      Object.assign(this.tabs.style, { display: 'flex', gap: '16px', marginBottom: '8px' });
      Object.assign(this.cardBox.style, { display: 'flex', gap: '8px' });
      this.redirectNote.textContent =
        'You will be redirected to your bank to authorize the payment.';
      this.redirectNote.hidden = true;
      this.errorLine.setAttribute('role', 'alert');
      this.errorLine.style.color = '#b00020';
      this.fields = [
        {
          input: input('Card number', '1234 1234 1234 1234', 'cc-number', '1 1 12em'),
          check: numberField,
        },
        {
          input: input('Expiration date MM / YY', 'MM / YY', 'cc-exp', '0 0 5em'),
          check: expiryField,
        },
        { input: input(cvcLabel, 'CVC', 'cc-csc', '0 0 4em'), check: cvcField },
      ];
      for (const { input: field } of this.fields) {
        field.addEventListener('input', () => this.changed());
        field.addEventListener('blur', () => {
          if (field.value) this.touched.add(field);
          this.changed();
        });
      }
      this.box.append(this.tabs, this.cardBox, this.redirectNote);
      this.restyle();
    }

    /** The Payment Element's state: complete, or the first field's error once it can be told. */
    state(submitting: boolean): { empty: boolean; complete: boolean; error?: ValidationError } {
      if (this.type !== 'card' || this.saved) return { empty: false, complete: true };
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

    /** Shows the error under the fields, as the real element does inside its iframe. */
    showError(error: ValidationError | undefined) {
      this.errorLine.textContent = error?.message ?? '';
      if (error) this.box.appendChild(this.errorLine);
      else this.errorLine.remove();
    }

    private changed() {
      const { empty, complete, error } = this.state(false);
      this.showError(error);
      this.emit('change', {
        elementType: 'payment',
        empty,
        complete,
        collapsed: false,
        value: {
          type: this.type,
          ...(this.saved ? { payment_method: { ...this.saved, allow_redisplay: 'always' } } : {}),
        },
      });
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

    private select(type: string, saved?: SavedMethod) {
      this.type = type;
      this.saved = saved;
      // The card fields' inline display would override the hidden attribute.
      this.cardBox.style.display = type !== 'card' || saved !== undefined ? 'none' : 'flex';
      this.redirectNote.hidden = type === 'card';
      this.changed();
    }

    private tab(label: string, checked: boolean, choose: () => void) {
      const item = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'payment-element-type';
      radio.checked = checked;
      radio.addEventListener('change', choose);
      item.append(radio, label);
      this.tabs.appendChild(item);
    }

    async mount(target: HTMLElement | string) {
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      node?.appendChild(this.box);
      const [types, saved] = await Promise.all([methodTypes(this.group), savedMethods(this.group)]);
      // Saved cards come first, the first one chosen, as the real element lists them.
      for (const [index, method] of saved.entries()) {
        const label = `${cardName(method.card.brand)} •••• ${method.card.last4}`;
        this.tab(label, index === 0, () => this.select('card', method));
      }
      if (saved[0]) this.select('card', saved[0]);
      const offered = types.filter((type) => type === 'card' || type === config.redirectMethod);
      for (const type of offered) {
        const label = type === 'card' ? (saved.length ? 'New card' : 'Card') : config.redirectTab;
        this.tab(label, !saved.length && type === this.type, () => this.select(type));
      }
      this.update({});
      this.emit('ready', { elementType: 'payment' });
    }

    /** Appearance variables and readOnly, as the real element applies them. */
    restyle() {
      const variables = this.group.appearance.variables ?? {};
      for (const input of this.box.querySelectorAll('input')) {
        if (variables.fontSizeBase) input.style.fontSize = variables.fontSizeBase;
        input.disabled = Boolean(this.options.readOnly);
      }
    }

    update(options: { readOnly?: boolean }) {
      this.options = { ...this.options, ...options };
      this.restyle();
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

    collapse() {}

    unmount() {
      this.box.remove();
    }

    destroy() {
      this.box.remove();
    }
  }

  /** A modal in the page, named and with buttons; resolves with the button clicked. */
  function dialog<T extends string>(name: string, answers: [string, T][]): Promise<T> {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-modal', 'true');
      overlay.setAttribute('aria-label', name);
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
      heading.textContent = name;
      overlay.appendChild(heading);
      for (const [label, outcome] of answers) {
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

  /** The challenge page Stripe shows in test mode; resolves with the shopper's answer. */
  const challenge = () =>
    dialog('3D Secure 2 Test Page', [
      ['Complete', 'complete'],
      ['Fail', 'fail'],
    ]);

  const EXPRESS_TYPES: Record<Wallet, string> = {
    applePay: 'apple_pay',
    googlePay: 'google_pay',
    link: 'link',
  };

  class ExpressCheckoutElement extends Emitter {
    private box = document.createElement('div');

    constructor(private group: Group) {
      super();
      Object.assign(this.box.style, { display: 'flex', gap: '8px' });
    }

    /** Wallets need the intent to take cards (Apple Pay, Google Pay) or Link. */
    async mount(target: HTMLElement | string) {
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      node?.appendChild(this.box);
      const types = await methodTypes(this.group);
      const shown = config.wallets.filter((wallet) =>
        types.includes(wallet === 'link' ? 'link' : 'card'),
      );
      for (const wallet of shown) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = config.walletNames[wallet];
        button.addEventListener('click', () => void this.pay(wallet));
        this.box.appendChild(button);
      }
      const available = (wallet: Wallet) => shown.includes(wallet);
      this.emit('ready', {
        elementType: 'expressCheckout',
        availablePaymentMethods: shown.length
          ? {
              applePay: available('applePay'),
              googlePay: available('googlePay'),
              link: available('link'),
              paypal: false,
              amazonPay: false,
              klarna: false,
            }
          : undefined,
      });
    }

    private async pay(wallet: Wallet) {
      const expressPaymentType = EXPRESS_TYPES[wallet];
      this.emit('click', { elementType: 'expressCheckout', expressPaymentType, resolve() {} });
      const answer = await dialog(`${config.walletNames[wallet]} test sheet`, [
        ['Pay', 'pay'],
        ['Cancel', 'cancel'],
      ]);
      if (answer === 'cancel') {
        this.emit('cancel', { elementType: 'expressCheckout', expressPaymentType });
        return;
      }
      const billingDetails = { name: 'Wallet Holder', email: 'wallet.holder@example.com' };
      this.group.wallet = { expressPaymentType, billingDetails };
      this.emit('confirm', {
        elementType: 'expressCheckout',
        expressPaymentType,
        billingDetails,
        paymentFailed: () => {
          this.group.wallet = undefined;
        },
      });
    }

    update() {}

    unmount() {
      this.box.remove();
    }

    destroy() {
      this.box.remove();
    }
  }

  interface ConfirmPaymentOptions {
    elements: { group: Group };
    clientSecret?: string;
    confirmParams?: {
      return_url?: string;
      payment_method_data?: {
        billing_details?: { name?: string; email?: string };
        allow_redisplay?: string;
      };
    };
    redirect?: 'always' | 'if_required';
  }

  /** Where Stripe.js sends the shopper back: return_url with the intent's id and outcome. */
  function returnTo(
    returnUrl: string,
    intent: { id: string; client_secret: string; status: string },
  ) {
    const url = new URL(returnUrl);
    url.searchParams.set('payment_intent', intent.id);
    url.searchParams.set('payment_intent_client_secret', intent.client_secret);
    url.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    window.location.assign(url.toString());
    return new Promise<never>(() => {});
  }

  function Stripe(key: string) {
    const elements = (
      options: {
        clientSecret?: string;
        customerSessionClientSecret?: string;
        appearance?: Appearance;
      } = {},
    ) => {
      const group: Group = {
        key,
        clientSecret: options.clientSecret,
        customerSessionClientSecret: options.customerSessionClientSecret,
        appearance: options.appearance ?? {},
      };
      return {
        group,
        create(type: string, elementOptions: { readOnly?: boolean } = {}) {
          if (type !== 'payment' && type !== 'expressCheckout') {
            throw new IntegrationError(`The Stripe.js test double has no ${type} element`);
          }
          if (!group.clientSecret) {
            throw new IntegrationError(
              `In order to create a ${type} element, you must pass a clientSecret or mode when creating the Elements group.`,
            );
          }
          if (type === 'payment')
            return (group.payment = new PaymentElement(group, elementOptions));
          return (group.express = new ExpressCheckoutElement(group));
        },
        getElement(type: string | { __elementType?: string }) {
          const name = typeof type === 'string' ? type : type.__elementType;
          if (name === 'payment') return group.payment ?? null;
          if (name === 'expressCheckout') return group.express ?? null;
          return null;
        },
        update(changes: { appearance?: Appearance }) {
          if (changes.appearance) group.appearance = changes.appearance;
          group.payment?.restyle();
        },
        /** Validates the Payment Element (a wallet's sheet has collected its own details). */
        async submit() {
          if (group.wallet || !group.payment) return {};
          const { error } = group.payment.state(true);
          group.payment.showError(error);
          return error ? { error } : {};
        },
        async fetchUpdates() {
          return {};
        },
      };
    };

    async function confirmPayment({
      elements: { group },
      clientSecret = group.clientSecret,
      confirmParams = {},
      redirect = 'always',
    }: ConfirmPaymentOptions) {
      if (!clientSecret) throw new IntegrationError('confirmPayment needs a clientSecret');
      const returnUrl = confirmParams.return_url;
      if (!returnUrl && redirect !== 'if_required') {
        throw new IntegrationError('confirmParams.return_url is required');
      }
      const intentId = clientSecret.split('_secret_')[0]!;
      const auth = { key, client_secret: clientSecret };
      const fields: Record<string, string> = { ...auth };
      if (returnUrl) fields.return_url = returnUrl;
      const billing = confirmParams.payment_method_data?.billing_details ?? {};
      const { wallet } = group;
      group.wallet = undefined;
      if (wallet) {
        // The wallet holds a card; Stripe.js confirms with the card it tokenised.
        Object.assign(fields, {
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': TEST_VISA,
          'payment_method_data[billing_details][name]': wallet.billingDetails.name,
          'payment_method_data[billing_details][email]': wallet.billingDetails.email,
        });
      } else {
        const element = group.payment;
        if (!element) throw new IntegrationError('confirmPayment needs a mounted Payment Element');
        const { error } = element.state(true);
        element.showError(error);
        if (error) return { error };
        if (element.saved) {
          fields.payment_method = element.saved.id;
        } else {
          fields['payment_method_data[type]'] = element.type;
          fields['payment_method_data[billing_details][name]'] = billing.name ?? '';
          fields['payment_method_data[billing_details][email]'] = billing.email ?? '';
          const redisplay = confirmParams.payment_method_data?.allow_redisplay;
          if (redisplay) fields['payment_method_data[allow_redisplay]'] = redisplay;
        }
        if (element.type === 'card' && !element.saved) {
          const card = element.card();
          Object.assign(fields, {
            'payment_method_data[card][number]': card.number,
            'payment_method_data[card][exp_month]': card.exp_month,
            'payment_method_data[card][exp_year]': card.exp_year,
            'payment_method_data[card][cvc]': card.cvc,
          });
        }
      }
      const response = await fetch(`${api}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      let intent = await response.json();
      if (!response.ok) return { error: intent.error };
      if (intent.status === 'requires_action' && intent.next_action?.type === 'redirect_to_url') {
        window.location.assign(intent.next_action.redirect_to_url.url);
        return new Promise<never>(() => {});
      }
      if (intent.status === 'requires_action') {
        // 3-D Secure: the shopper answers the challenge, then Stripe.js reads the intent again.
        const outcome = await challenge();
        await fetch(`${api}/3d_secure_2/authenticate`, {
          method: 'POST',
          body: new URLSearchParams({ ...auth, payment_intent: intentId, outcome }),
        });
        const after = await fetch(
          `${api}/v1/payment_intents/${intentId}?${new URLSearchParams(auth).toString()}`,
        );
        intent = await after.json();
        if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
          return { error: { ...intent.last_payment_error, payment_intent: intent } };
        }
      }
      if (redirect === 'always' && returnUrl) return returnTo(returnUrl, intent);
      return { paymentIntent: intent };
    }

    async function retrievePaymentIntent(clientSecret: string) {
      const intentId = clientSecret.split('_secret_')[0];
      const query = new URLSearchParams({ key, client_secret: clientSecret });
      const response = await fetch(`${api}/v1/payment_intents/${intentId}?${query.toString()}`);
      const json = await response.json();
      return response.ok ? { paymentIntent: json } : { error: json.error };
    }

    const unsupported = async () => ({ error: { message: 'not in the test double' } });
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      elements,
      confirmPayment,
      retrievePaymentIntent,
      // React Stripe.js checks that these exist before it takes the object for Stripe.
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
    };
  }
  Stripe.version = 'endive';
  (window as unknown as { Stripe: unknown }).Stripe = Stripe;
}

/** The bank's test page of the redirect method, as Stripe's test mode shows one. */
function bankPage(source: string) {
  const script = `
    for (const [id, outcome] of [['authorize', 'complete'], ['fail', 'fail']]) {
      document.getElementById(id).addEventListener('click', async () => {
        const response = await fetch('https://api.stripe.com/redirect/authorize', {
          method: 'POST',
          body: new URLSearchParams({ source: ${JSON.stringify(source)}, outcome }),
        });
        const answer = await response.json();
        const back = new URL(answer.return_url);
        back.searchParams.set('payment_intent', answer.payment_intent);
        back.searchParams.set('payment_intent_client_secret', answer.client_secret);
        back.searchParams.set('redirect_status', outcome === 'complete' ? 'succeeded' : 'failed');
        location.assign(back.toString());
      });
    }`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${BANK_REDIRECT.page}</title></head>
<body><main><h1>${BANK_REDIRECT.page}</h1>
<p>This is a test payment page of the Stripe double. Authorize or fail the payment.</p>
<button id="authorize" type="button">${BANK_REDIRECT.authorize}</button>
<button id="fail" type="button">${BANK_REDIRECT.fail}</button></main>
<script>${script}</script></body></html>`;
}

/**
 * Routes Stripe.js to the double and Stripe's API to the Stripe API test double; nothing reaches
 * Stripe. `wallets` are those the browser has for the Express Checkout Element (none unless a
 * test says so). Returns the Stripe.js requests the page made, to check where Stripe.js loads.
 */
export async function routeStripe(
  page: Page,
  { wallets = [] }: { wallets?: Wallet[] } = {},
): Promise<Request[]> {
  const stripeJsRequests: Request[] = [];
  const config: DoubleConfig = {
    wallets,
    walletNames: WALLETS,
    redirectMethod: REDIRECT_METHOD,
    redirectTab: BANK_REDIRECT.tab,
  };
  const script = `(${stripeJsDouble.toString()})(${JSON.stringify(config)});`;
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
    const response = await route.fetch({ url });
    // A reload while the answer is on its way disposes of it: the page that asked is gone.
    await route.fulfill({ response }).catch((error: unknown) => {
      if (!String(error).includes('has been disposed')) throw error;
    });
  });
  await page.route('https://hooks.stripe.com/redirect/authenticate/**', (route) => {
    const source = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    return route.fulfill({ contentType: 'text/html', body: bankPage(source) });
  });
  return stripeJsRequests;
}
