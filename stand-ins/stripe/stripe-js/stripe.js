/*
 * Local Stripe.js for test mode: installs `window.Stripe` with Elements (card number, expiry, CVC or
 * one combined card field) talking to the stand-in that serves this file. The browser's card data
 * stays inside the element inputs; the page gets events (empty, complete, error, brand) and a
 * payment method id, as with Stripe's own Stripe.js. Live keys are refused.
 */
(() => {
  const script = document.currentScript;
  const API_BASE = script?.src ? new URL(script.src).origin : window.location.origin;

  const BRANDS = [
    { brand: 'amex', pattern: /^3[47]/, lengths: [15], gaps: [4, 10], cvc: 4 },
    { brand: 'diners', pattern: /^(36|30[0-5]|38|39)/, lengths: [14, 16], gaps: [4, 10], cvc: 3 },
    { brand: 'visa', pattern: /^4/, lengths: [16, 13, 19], gaps: [4, 8, 12], cvc: 3 },
    {
      brand: 'mastercard',
      pattern: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
      lengths: [16],
      gaps: [4, 8, 12],
      cvc: 3,
    },
    { brand: 'discover', pattern: /^(6011|65|64[4-9])/, lengths: [16, 19], gaps: [4, 8, 12], cvc: 3 },
    { brand: 'jcb', pattern: /^35(2[89]|[3-8]\d)/, lengths: [16], gaps: [4, 8, 12], cvc: 3 },
    { brand: 'unionpay', pattern: /^62/, lengths: [16, 19], gaps: [4, 8, 12], cvc: 3 },
  ];
  const UNKNOWN = { brand: 'unknown', pattern: /^/, lengths: [16, 19], gaps: [4, 8, 12], cvc: 3 };

  /** Field checks, in English and Spanish as Stripe.js words them. */
  const MESSAGES = {
    en: {
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration date is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      invalid_expiry_month_past: "Your card's expiration date is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
    },
    es: {
      incomplete_number: 'El número de tu tarjeta está incompleto.',
      invalid_number: 'El número de tu tarjeta no es válido.',
      incomplete_expiry: 'La fecha de vencimiento de tu tarjeta está incompleta.',
      invalid_expiry_month: 'La fecha de vencimiento de tu tarjeta no es válida.',
      invalid_expiry_year_past: 'El año de vencimiento de tu tarjeta ya pasó.',
      invalid_expiry_month_past: 'La fecha de vencimiento de tu tarjeta ya pasó.',
      incomplete_cvc: 'El código de seguridad de tu tarjeta está incompleto.',
    },
  };

  /** Card errors from the API (English) in Spanish, by decline code or code, as Stripe.js shows them. */
  const SPANISH_CARD_ERRORS = {
    generic_decline: 'Tu tarjeta fue rechazada.',
    card_declined: 'Tu tarjeta fue rechazada.',
    lost_card: 'Tu tarjeta fue rechazada.',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
    expired_card: 'Tu tarjeta ha vencido.',
    incorrect_cvc: 'El código de seguridad de tu tarjeta es incorrecto.',
    processing_error: 'Se produjo un error al procesar tu tarjeta. Inténtalo de nuevo en unos momentos.',
    incorrect_number: 'El número de tu tarjeta es incorrecto.',
    invalid_cvc: 'El código de seguridad de tu tarjeta no es válido.',
    authentication_required: 'Tu tarjeta fue rechazada. Esta transacción requiere autenticación.',
    setup_intent_authentication_failure:
      'No hemos podido autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.',
    payment_intent_authentication_failure:
      'No hemos podido autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.',
  };

  /** The page's language for messages: from Stripe(key, { locale }) or elements({ locale }). */
  let locale = 'en';
  function useLocale(value) {
    if (typeof value === 'string' && value !== 'auto') locale = value.slice(0, 2) === 'es' ? 'es' : 'en';
  }

  function localized(error) {
    if (!error || locale !== 'es' || error.type !== 'card_error') return error;
    const message = SPANISH_CARD_ERRORS[error.decline_code] || SPANISH_CARD_ERRORS[error.code];
    return message ? Object.assign({}, error, { message }) : error;
  }

  function brandInfo(digits) {
    return BRANDS.find((info) => info.pattern.test(digits)) || UNKNOWN;
  }

  function passesLuhn(digits) {
    let sum = 0;
    for (let index = 0; index < digits.length; index++) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  function validationError(code) {
    return { type: 'validation_error', code, message: MESSAGES[locale][code] };
  }

  /** Each field: how it formats what is typed and what it reports. */
  const FIELDS = {
    cardNumber: {
      placeholder: '1234 1234 1234 1234',
      autocomplete: 'cc-number',
      label: { en: 'Card number', es: 'Número de tarjeta' },
      format(raw) {
        const digits = raw.replace(/\D/g, '');
        const info = brandInfo(digits);
        const limited = digits.slice(0, Math.max(...info.lengths));
        let text = '';
        for (let index = 0; index < limited.length; index++) {
          if (info.gaps.includes(index)) text += ' ';
          text += limited[index];
        }
        return text;
      },
      state(text, final) {
        const digits = text.replace(/\D/g, '');
        const info = brandInfo(digits);
        // Judged once the brand's usual length is reached (16 for Visa), or on leaving the field.
        const full =
          digits.length >= Math.max(...info.lengths) ||
          digits.length === info.lengths[0] ||
          (final && info.lengths.includes(digits.length));
        if (digits.length === 0) return { empty: true, complete: false, brand: 'unknown' };
        if (full && !passesLuhn(digits)) {
          return {
            empty: false,
            complete: false,
            brand: info.brand,
            error: validationError('invalid_number'),
          };
        }
        const complete = info.lengths.includes(digits.length) && passesLuhn(digits);
        const error = !complete && final ? validationError('incomplete_number') : undefined;
        return { empty: false, complete, brand: info.brand, error, value: digits };
      },
    },
    cardExpiry: {
      placeholder: 'MM / YY',
      autocomplete: 'cc-exp',
      label: { en: 'Expiration date', es: 'Fecha de vencimiento' },
      format(raw) {
        let digits = raw.replace(/\D/g, '').slice(0, 4);
        if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
        return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
      },
      state(text, final) {
        const digits = text.replace(/\D/g, '');
        if (digits.length === 0) return { empty: true, complete: false };
        const month = Number(digits.slice(0, 2));
        if (digits.length >= 2 && (month < 1 || month > 12)) {
          return { empty: false, complete: false, error: validationError('invalid_expiry_month') };
        }
        if (digits.length < 4) {
          return {
            empty: false,
            complete: false,
            error: final ? validationError('incomplete_expiry') : undefined,
          };
        }
        const year = 2000 + Number(digits.slice(2, 4));
        const now = new Date();
        if (year < now.getFullYear()) {
          return { empty: false, complete: false, error: validationError('invalid_expiry_year_past') };
        }
        if (year === now.getFullYear() && month < now.getMonth() + 1) {
          return { empty: false, complete: false, error: validationError('invalid_expiry_month_past') };
        }
        return { empty: false, complete: true, value: { month, year } };
      },
    },
    cardCvc: {
      placeholder: 'CVC',
      autocomplete: 'cc-csc',
      label: { en: 'CVC', es: 'CVC' },
      format(raw, group) {
        return raw.replace(/\D/g, '').slice(0, group.cvcLength());
      },
      state(text, final, group) {
        const digits = text.replace(/\D/g, '');
        if (digits.length === 0) return { empty: true, complete: false };
        const complete = digits.length === group.cvcLength();
        return {
          empty: false,
          complete,
          error: !complete && final ? validationError('incomplete_cvc') : undefined,
          value: digits,
        };
      },
    },
  };

  function applyStyle(input, style, invalid) {
    const base = style?.base || {};
    const wrong = style?.invalid || {};
    const pick = Object.assign({}, base, invalid ? wrong : {});
    input.style.color = pick.color || '';
    input.style.fontSize = pick.fontSize || '';
    input.style.fontFamily = pick.fontFamily || '';
    input.style.fontWeight = pick.fontWeight || '';
    input.style.lineHeight = pick.lineHeight || '';
  }

  /** One input: the element the page mounts, with Stripe's element interface. */
  function createField(group, type, initialOptions) {
    const field = FIELDS[type];
    const listeners = {};
    let options = Object.assign({}, initialOptions);
    let container = null;
    const input = document.createElement('input');
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = field.autocomplete;
    input.placeholder = (options.placeholder !== undefined && options.placeholder) || field.placeholder;
    input.setAttribute('aria-label', field.label[locale]);
    input.setAttribute('data-elements-stable-field-name', type);
    input.style.border = 'none';
    input.style.outline = 'none';
    input.style.background = 'transparent';
    input.style.width = '100%';
    input.style.padding = '0';
    let current = field.state('', false, group);

    function emit(event, payload) {
      for (const handler of (listeners[event] || []).slice()) handler(payload);
    }
    function setClasses() {
      if (!container) return;
      container.classList.add('StripeElement');
      container.classList.toggle('StripeElement--empty', current.empty);
      container.classList.toggle('StripeElement--complete', current.complete);
      container.classList.toggle('StripeElement--invalid', Boolean(current.error));
      applyStyle(input, options.style, Boolean(current.error));
    }
    function refresh(final) {
      const formatted = field.format(input.value, group);
      if (formatted !== input.value) input.value = formatted;
      current = field.state(input.value, final, group);
      setClasses();
      const change = {
        elementType: type,
        empty: current.empty,
        complete: current.complete,
        error: current.error,
      };
      if (type === 'cardNumber') change.brand = current.brand;
      emit('change', change);
      if (type === 'cardNumber') group.brandChanged();
    }
    input.addEventListener('input', () => refresh(false));
    input.addEventListener('focus', () => {
      if (container) container.classList.add('StripeElement--focus');
      emit('focus', { elementType: type });
    });
    input.addEventListener('blur', () => {
      if (container) container.classList.remove('StripeElement--focus');
      refresh(true);
      emit('blur', { elementType: type });
    });
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') emit('escape', { elementType: type });
    });

    const element = {
      _type: type,
      _group: group,
      mount(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error(`Stripe: cannot mount ${type}: no such element ${target}`);
        container.appendChild(input);
        setClasses();
        setTimeout(() => emit('ready', { elementType: type }), 0);
      },
      unmount() {
        if (input.parentNode) input.parentNode.removeChild(input);
      },
      destroy() {
        element.unmount();
        group.remove(type);
      },
      update(next) {
        options = Object.assign({}, options, next);
        if (next && next.placeholder !== undefined) input.placeholder = next.placeholder || field.placeholder;
        if (next && next.disabled !== undefined) input.disabled = Boolean(next.disabled);
        setClasses();
      },
      on(event, handler) {
        listeners[event] = (listeners[event] || []).concat(handler);
        return element;
      },
      once(event, handler) {
        const wrapped = (payload) => {
          element.off(event, wrapped);
          handler(payload);
        };
        return element.on(event, wrapped);
      },
      off(event, handler) {
        listeners[event] = handler ? (listeners[event] || []).filter((item) => item !== handler) : [];
        return element;
      },
      focus() {
        input.focus();
      },
      blur() {
        input.blur();
      },
      clear() {
        input.value = '';
        refresh(false);
      },
      // A brand change re-checks a typed CVC (Amex takes 4 digits); an empty one has nothing to report.
      _revalidate: () => {
        if (input.value !== '') refresh(false);
      },
      _state: () => field.state(input.value, true, group),
    };
    return element;
  }

  /** The combined `card` element: number, expiry and CVC side by side, reported as one. */
  function createCombinedCard(group, options) {
    const parts = ['cardNumber', 'cardExpiry', 'cardCvc'].map((type) => createField(group, type, options));
    const listeners = {};
    const wrappers = [];
    function state() {
      const states = parts.map((part) => part._state());
      const error = states.map((item) => item.error).find(Boolean);
      return {
        elementType: 'card',
        empty: states.every((item) => item.empty),
        complete: states.every((item) => item.complete),
        error,
        brand: states[0].brand,
      };
    }
    for (const part of parts) {
      part.on('change', () => {
        for (const handler of listeners.change || []) handler(state());
      });
    }
    const element = {
      _type: 'card',
      _group: group,
      mount(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        container.classList.add('StripeElement');
        container.style.display = 'flex';
        container.style.gap = '8px';
        parts.forEach((part, index) => {
          const wrapper = document.createElement('div');
          wrapper.style.flex = index === 0 ? '3' : '1';
          container.appendChild(wrapper);
          wrappers.push(wrapper);
          part.mount(wrapper);
        });
      },
      unmount() {
        for (const wrapper of wrappers.splice(0)) wrapper.remove();
      },
      destroy() {
        element.unmount();
        group.remove('card');
      },
      update(next) {
        for (const part of parts) part.update(next);
      },
      on(event, handler) {
        listeners[event] = (listeners[event] || []).concat(handler);
        if (event !== 'change') for (const part of parts) part.on(event, handler);
        return element;
      },
      off(event, handler) {
        listeners[event] = handler ? (listeners[event] || []).filter((item) => item !== handler) : [];
        if (event !== 'change') for (const part of parts) part.off(event, handler);
        return element;
      },
      focus: () => parts[0].focus(),
      blur: () => parts[0].blur(),
      clear: () => {
        for (const part of parts) part.clear();
      },
      _parts: parts,
    };
    return element;
  }

  function createElements(_stripe, initial) {
    let options = Object.assign({}, initial);
    const created = {};
    const group = {
      cvcLength() {
        const number = created.cardNumber || created.card?._parts[0];
        const digits = number ? number._state().value || '' : '';
        return brandInfo(digits).cvc;
      },
      brandChanged() {
        const cvc = created.cardCvc || created.card?._parts[2];
        if (cvc) cvc._revalidate();
      },
      remove(type) {
        delete created[type];
      },
      /** The card details, or the first validation error. */
      collect() {
        const parts = created.card
          ? created.card._parts
          : [created.cardNumber, created.cardExpiry, created.cardCvc].filter(Boolean);
        if (parts.length < 3) return { error: validationError('incomplete_number') };
        const [number, expiry, cvc] = parts.map((part) => part._state());
        for (const state of [number, expiry, cvc]) {
          if (state.error) return { error: state.error };
        }
        if (!number.complete) return { error: validationError('incomplete_number') };
        if (!expiry.complete) return { error: validationError('incomplete_expiry') };
        if (!cvc.complete) return { error: validationError('incomplete_cvc') };
        return {
          card: {
            number: number.value,
            exp_month: expiry.value.month,
            exp_year: expiry.value.year,
            cvc: cvc.value,
          },
        };
      },
    };
    const elements = {
      create(type, elementOptions) {
        if (created[type]) throw new Error(`Stripe: can only create one ${type} element per Elements group.`);
        if (type !== 'card' && !FIELDS[type])
          throw new Error(`Stripe: the local Stripe.js has no ${type} element.`);
        const merged = Object.assign({}, elementOptions);
        created[type] =
          type === 'card' ? createCombinedCard(group, merged) : createField(group, type, merged);
        return created[type];
      },
      getElement(typeOrComponent) {
        const type = typeof typeOrComponent === 'string' ? typeOrComponent : typeOrComponent?.__elementType;
        return created[type] || null;
      },
      update(next) {
        options = Object.assign({}, options, next);
        useLocale(next?.locale);
      },
      fetchUpdates: () => Promise.resolve({}),
      submit: () => Promise.resolve({}),
      _options: () => options,
      _group: group,
    };
    return elements;
  }

  function Stripe(key, options) {
    useLocale(options?.locale);
    if (typeof key !== 'string' || key === '') {
      throw new Error('Stripe: please call Stripe() with your publishable key. You used an empty string.');
    }
    if (/^(pk|sk|rk)_live_/.test(key)) {
      throw new Error(
        'This local Stripe.js works in test mode only: live keys are refused. Use a pk_test_ key.',
      );
    }
    if (!/^pk_test_\w+$/.test(key)) {
      throw new Error('Stripe: invalid publishable key. The local Stripe.js accepts pk_test_ keys only.');
    }

    async function request(method, path, fields) {
      const body = fields ? new URLSearchParams(fields).toString() : undefined;
      const url = method === 'GET' && body ? `${API_BASE}${path}?${body}` : `${API_BASE}${path}`;
      try {
        const response = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: method === 'GET' ? undefined : body,
        });
        const answer = await response.json();
        return response.ok ? { data: answer } : { error: localized(answer.error) };
      } catch (_networkError) {
        return {
          error: { type: 'api_connection_error', message: 'We could not reach Stripe. Please try again.' },
        };
      }
    }

    function cardFields(card, billing) {
      const fields = {
        type: 'card',
        'card[number]': card.number,
        'card[exp_month]': String(card.exp_month),
        'card[exp_year]': String(card.exp_year),
        'card[cvc]': card.cvc,
      };
      for (const [name, value] of Object.entries(billing || {})) {
        if (typeof value === 'string') fields[`billing_details[${name}]`] = value;
      }
      return fields;
    }

    async function createPaymentMethod(input, maybeElement, maybeData) {
      // Both call styles: ({ type, card, billing_details }) and ('card', element, { billing_details }).
      const params =
        typeof input === 'string' ? Object.assign({ type: input, card: maybeElement }, maybeData) : input;
      if (params?.type !== 'card' || !params.card || !params.card._group) {
        return {
          error: { type: 'invalid_request_error', message: 'Pass { type: "card", card: cardElement }.' },
        };
      }
      const collected = params.card._group.collect();
      if (collected.error) return { error: collected.error };
      const answer = await request(
        'POST',
        '/v1/payment_methods',
        cardFields(collected.card, params.billing_details),
      );
      return answer.error ? { error: answer.error } : { paymentMethod: answer.data };
    }

    let dialogs = 0;

    /**
     * Shows the 3D Secure step the way a bank page would, and reports the customer's choice. It is
     * a modal dialog in the page: labelled by its heading, focus on its first button and kept
     * inside, Escape closes it as a failed authentication (as Stripe's modal does), and focus goes
     * back where it was.
     */
    function authenticate(intent, clientSecret) {
      return new Promise((resolve) => {
        dialogs += 1;
        const ids = { title: `stripe-3ds-title-${dialogs}`, text: `stripe-3ds-text-${dialogs}` };
        const before = document.activeElement;
        const overlay = document.createElement('div');
        overlay.className = 'StripeLocal3ds';
        overlay.style.cssText =
          'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
        const style = document.createElement('style');
        style.textContent =
          '.StripeLocal3ds button:focus-visible,.StripeLocal3ds button:focus{outline:3px solid #0b57d0;outline-offset:2px}';
        overlay.appendChild(style);
        const box = document.createElement('div');
        box.setAttribute('role', 'dialog');
        box.setAttribute('aria-modal', 'true');
        box.setAttribute('aria-labelledby', ids.title);
        box.setAttribute('aria-describedby', ids.text);
        box.style.cssText =
          'background:#fff;color:#111;padding:24px;border-radius:8px;max-width:360px;font:14px sans-serif';
        const title = document.createElement('h2');
        title.id = ids.title;
        title.textContent = '3D Secure test authentication';
        title.style.cssText = 'font-size:18px;margin:0 0 8px';
        box.appendChild(title);
        const text = document.createElement('p');
        text.id = ids.text;
        text.textContent = '3D Secure test payment page: complete or fail the authentication.';
        box.appendChild(text);
        let done = false;
        const close = async (result) => {
          if (done) return;
          done = true;
          overlay.remove();
          if (before && typeof before.focus === 'function') before.focus();
          resolve(
            await request('POST', '/local/authenticate', {
              intent: intent.id,
              client_secret: clientSecret,
              result,
            }),
          );
        };
        const buttons = [
          ['Complete authentication', 'succeed'],
          ['Fail authentication', 'fail'],
        ].map(([label, result]) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = label;
          button.style.cssText =
            'margin-right:8px;padding:8px 12px;border:1px solid #444;border-radius:4px;background:#f4f4f4;color:#111;font:inherit;cursor:pointer';
          button.addEventListener('click', () => close(result));
          box.appendChild(button);
          return button;
        });
        box.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close('fail');
            return;
          }
          if (event.key !== 'Tab') return;
          // Focus stays inside the dialog: Tab past the last button wraps to the first, and back.
          const at = buttons.indexOf(document.activeElement);
          const next = event.shiftKey
            ? buttons[(at <= 0 ? buttons.length : at) - 1]
            : buttons[(at + 1) % buttons.length];
          event.preventDefault();
          next.focus();
        });
        overlay.appendChild(box);
        document.body.appendChild(overlay);
        buttons[0].focus();
      });
    }

    async function confirmIntent(kind, clientSecret, data) {
      const id = String(clientSecret || '').split('_secret_')[0];
      const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
      const name = kind === 'payment' ? 'paymentIntent' : 'setupIntent';
      const fields = { client_secret: clientSecret };
      const method = data?.payment_method;
      if (method && typeof method === 'object' && method.card) {
        const made = await createPaymentMethod(Object.assign({ type: 'card' }, method));
        if (made.error) return { error: made.error };
        fields.payment_method = made.paymentMethod.id;
      } else if (typeof method === 'string') {
        fields.payment_method = method;
      }
      const confirmed = await request('POST', `/v1/${path}/${id}/confirm`, fields);
      if (confirmed.error) return { error: confirmed.error };
      return finish(path, name, confirmed.data, clientSecret);
    }

    async function finish(_path, name, intent, clientSecret) {
      if (intent.status !== 'requires_action') return { [name]: intent };
      const result = await authenticate(intent, clientSecret);
      if (result.error) return { error: result.error };
      const after = result.data;
      const failure = after.last_payment_error || after.last_setup_error;
      if (after.status === 'requires_payment_method' && failure)
        return { error: localized(failure), [name]: after };
      return { [name]: after };
    }

    async function handleNextAction(clientSecret, kind) {
      const id = String(clientSecret || '').split('_secret_')[0];
      const path = kind === 'setup' || id.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
      const name = path === 'setup_intents' ? 'setupIntent' : 'paymentIntent';
      const answer = await request('GET', `/v1/${path}/${id}`, { client_secret: clientSecret });
      if (answer.error) return { error: answer.error };
      return finish(path, name, answer.data, clientSecret);
    }

    return {
      elements: (options) => {
        useLocale(options?.locale);
        return createElements(this, options);
      },
      createPaymentMethod,
      confirmCardPayment: (secret, data) => confirmIntent('payment', secret, data),
      confirmCardSetup: (secret, data) => confirmIntent('setup', secret, data),
      handleCardAction: (secret) => handleNextAction(secret, 'payment'),
      handleNextAction: (options) => handleNextAction(options?.clientSecret),
      retrievePaymentIntent: async (secret) => {
        const answer = await request('GET', `/v1/payment_intents/${secret.split('_secret_')[0]}`, {
          client_secret: secret,
        });
        return answer.error ? { error: answer.error } : { paymentIntent: answer.data };
      },
      createToken: async () => ({
        error: {
          type: 'invalid_request_error',
          message: 'Tokens are not supported here: use createPaymentMethod.',
        },
      }),
      registerAppInfo: () => {},
      _registerWrapper: () => {},
    };
  }

  window.Stripe = Stripe;
  // The release name @stripe/stripe-js 10 expects (it warns about any other).
  window.Stripe.version = 'endive';
})();
