/** Card rules of Stripe test mode: brands, number checks, and what each test card does. */

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

/** What happens when a card is verified (attach, setup) or charged. */
export type CardOutcome =
  | { kind: 'success' }
  | { kind: 'decline'; code: string; decline_code?: string; message: string; when: 'always' | 'charge' }
  /** `setup`: needs authentication on-session and when set up, not off-session after setup. */
  | { kind: 'authenticate'; when: 'setup' | 'always' };

const DECLINED = 'Your card was declined.';

const OUTCOMES: Record<string, CardOutcome> = {
  '4000000000000002': {
    kind: 'decline',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: DECLINED,
    when: 'always',
  },
  '4000000000009995': {
    kind: 'decline',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
    when: 'always',
  },
  '4000000000009987': {
    kind: 'decline',
    code: 'card_declined',
    decline_code: 'lost_card',
    message: DECLINED,
    when: 'always',
  },
  '4000000000000069': {
    kind: 'decline',
    code: 'expired_card',
    decline_code: 'expired_card',
    message: 'Your card has expired.',
    when: 'always',
  },
  '4000000000000127': {
    kind: 'decline',
    code: 'incorrect_cvc',
    decline_code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
    when: 'always',
  },
  '4000000000000119': {
    kind: 'decline',
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
    when: 'always',
  },
  '4000000000000341': {
    kind: 'decline',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: DECLINED,
    when: 'charge',
  },
  '4000002500003155': { kind: 'authenticate', when: 'setup' },
  '4000002760003184': { kind: 'authenticate', when: 'always' },
  '4000000000003220': { kind: 'authenticate', when: 'always' },
};

export function cardOutcome(number: string): CardOutcome {
  return OUTCOMES[number] ?? { kind: 'success' };
}

/** Stripe's test payment method ids, each standing for a test card number. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
};

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(number)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  if (/^(36|30[0-5]|38|39)/.test(number)) return 'diners';
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export type CardProblem = { code: string; message: string; param: string };

/** The first problem Stripe would report for these card details, or undefined. */
export function checkCard(
  card: { number: string; exp_month: number; exp_year: number; cvc?: string },
  today = new Date(),
): CardProblem | undefined {
  const { number } = card;
  if (!/^\d{12,19}$/.test(number)) {
    return { code: 'invalid_number', message: 'Your card number is invalid.', param: 'card[number]' };
  }
  if (!passesLuhn(number)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'card[number]' };
  }
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'card[exp_month]',
    };
  }
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const thisYear = today.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50) {
    return {
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'card[exp_year]',
    };
  }
  if (year === thisYear && card.exp_month < today.getUTCMonth() + 1) {
    return {
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'card[exp_month]',
    };
  }
  if (card.cvc !== undefined && !new RegExp(`^\\d{${cvcLength(brandOf(number))}}$`).test(card.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'card[cvc]' };
  }
  return undefined;
}
