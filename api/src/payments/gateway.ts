/**
 * What the marketplace needs from a payment provider. One implementation (`stripe-gateway.ts`, the
 * official SDK) serves both real Stripe and the local stand-in; tests run it against the stand-in.
 * Every call that moves money or creates something takes an idempotency key: the same key repeats
 * the first answer, so a retried booking never charges twice.
 */
export interface SavedCard {
  id: string;
  name: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

interface OffSessionCharge {
  customerId: string;
  paymentMethodId: string;
  /** In the currency's smallest unit (cents). */
  amount: number;
  currency: string;
  /** The platform's share, kept when the rest goes to `destination`. */
  applicationFee?: number;
  /** Connected account (the expert) that receives the amount less the fee. */
  destination?: string;
  description?: string;
  metadata?: Record<string, string>;
  idempotencyKey: string;
}

export interface ChargeResult {
  paymentIntentId: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'requires_capture';
  amount: number;
}

/**
 * A charge found at the provider by the metadata it was sent with: after a crash, what became of a
 * charge whose answer the api never recorded.
 */
export interface FoundCharge {
  paymentIntentId: string;
  /** The provider's PaymentIntent status (`succeeded`, `requires_payment_method` after a refusal…). */
  status: string;
  /** Why its last attempt was refused, in the provider's words. */
  failure?: { message: string; code: string | undefined; declineCode?: string | undefined };
  /** What the browser confirms it with (Stripe.js), when the provider answers it. */
  clientSecret?: string;
}

interface RefundRequest {
  paymentIntentId: string;
  /** Whole remaining amount when omitted. */
  amount?: number;
  /** Take the destination's share back too. */
  reverseTransfer?: boolean;
  idempotencyKey: string;
}

interface SubscriptionRequest {
  customerId: string;
  priceId: string;
  paymentMethodId?: string;
  trialDays?: number;
  idempotencyKey: string;
}

/** A plan as sold at the provider: a product and a recurring price, found or made once. */
interface PlanPrice {
  /** Our plan slug; the provider's price lookup key. */
  slug: string;
  name: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
}

/** A subscription as the provider reports it (times in Unix seconds). */
export interface ProviderSubscription {
  subscriptionId: string;
  status: string;
  trialEnd: number | null;
  currentPeriodEnd: number | null;
  currentPeriodStart: number | null;
}

/**
 * A subscription just made: while `incomplete`, `firstPayment` is its first invoice's payment as the
 * provider has it (one the card's bank must confirm on-session can still be completed by Stripe.js).
 */
export interface CreatedSubscription extends ProviderSubscription {
  firstPayment?: FoundCharge;
}

/** Bank details sent to the provider only (never stored by the api). */
interface BankDetails {
  account: string;
  holderName: string;
  country: string;
  currency: string;
  /** US routing number or GB sort code; absent for IBAN countries. */
  routingNumber?: string;
  /** Account number or IBAN. */
  accountNumber: string;
  idempotencyKey: string;
}

export interface SavedBankAccount {
  id: string;
  bankName: string | null;
  last4: string;
  country: string;
  currency: string;
}

export interface GatewayEvent {
  id: string;
  type: string;
  /** The object the event is about (as the provider sends it). */
  object: { id?: string; object?: string; [field: string]: unknown };
}

export interface PaymentGateway {
  readonly publishableKey: string;
  createCustomer(input: {
    email: string;
    name: string;
    userId: number;
    idempotencyKey: string;
  }): Promise<string>;
  /** The customer's cards, newest first, and which one is the default. */
  listCards(customerId: string): Promise<{ cards: SavedCard[]; defaultId: string | null }>;
  /** A SetupIntent for the browser to confirm with Stripe.js (it handles 3D Secure); its client secret. */
  startCardSetup(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }>;
  /**
   * Saves a payment method made by Elements and names its holder: one already attached to this
   * customer by a confirmed SetupIntent is kept; any other is verified with a SetupIntent here.
   */
  saveCard(customerId: string, paymentMethodId: string, holderName: string): Promise<SavedCard>;
  /** The card if it belongs to this customer. */
  findCard(customerId: string, paymentMethodId: string): Promise<SavedCard | undefined>;
  removeCard(paymentMethodId: string): Promise<void>;
  setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>;
  chargeOffSession(charge: OffSessionCharge): Promise<ChargeResult>;
  /** A payment as the provider has it now (PaymentNotFoundError when it knows none). */
  findPayment(paymentIntentId: string): Promise<FoundCharge>;
  /**
   * Cancels a payment not completed; one that completed meanwhile is answered as it is (succeeded),
   * so the caller settles by what the provider says.
   */
  cancelPayment(paymentIntentId: string): Promise<FoundCharge>;
  /** The customer's newest charge whose metadata holds every entry of `metadata`; undefined when none. */
  findCharge(customerId: string, metadata: Record<string, string>): Promise<FoundCharge | undefined>;
  refund(request: RefundRequest): Promise<{ refundId: string; amount: number }>;
  createConnectedAccount(input: { email: string; idempotencyKey: string }): Promise<string>;
  /** Pays out from a connected account's available balance. */
  createPayout(input: {
    account: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<string>;
  subscribe(request: SubscriptionRequest): Promise<CreatedSubscription>;
  /** The price of a plan at the provider: found by its lookup key, made (with its product) when missing. */
  ensurePlanPrice(plan: PlanPrice): Promise<string>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends a subscription now (a plan change replaces it). */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Makes the bank account the connected account's default for its currency and drops the others. */
  setBankAccount(details: BankDetails): Promise<SavedBankAccount>;
  /** The connected account's available balance in that currency (cents). */
  availableBalance(account: string, currency: string): Promise<number>;
  /** Moves platform funds to a connected account. */
  createTransfer(input: {
    destination: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<string>;
  /** The event if `signature` (the Stripe-Signature header) signs `payload`; throws otherwise. */
  verifyWebhook(payload: string | Buffer, signature: string): GatewayEvent;
}

/**
 * The provider refused the card (declined, expired, wrong CVC…): its message is for the customer.
 * `payment` is the PaymentIntent the refusal left, when the provider sends it (off-session
 * `authentication_required`: the customer can still confirm it on-session).
 */
export class CardRefusedError extends Error {
  readonly code: string | undefined;
  readonly declineCode: string | undefined;
  readonly payment?: FoundCharge;

  constructor(
    message: string,
    code: string | undefined,
    declineCode: string | undefined,
    payment?: FoundCharge,
  ) {
    super(message);
    this.code = code;
    this.declineCode = declineCode;
    this.payment = payment;
    this.name = 'CardRefusedError';
  }
}

/** The provider refused bank details (invalid routing or account number…): its message, and which field. */
export class BankDetailsRefusedError extends Error {
  readonly field: 'routing_number' | 'account_number' | 'country' | 'currency' | 'holder_name';

  constructor(
    message: string,
    field: 'routing_number' | 'account_number' | 'country' | 'currency' | 'holder_name',
  ) {
    super(message);
    this.field = field;
    this.name = 'BankDetailsRefusedError';
  }
}

/** The connected account has not enough funds for the payout or transfer. */
export class InsufficientFundsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InsufficientFundsError';
  }
}

/** The provider could not be reached or failed: nothing the customer can fix now. */
export class PaymentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The payment provider is not available', { cause });
    this.name = 'PaymentUnavailableError';
  }
}

/** The provider knows no such object (a forged or foreign id). */
export class PaymentNotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentNotFoundError';
  }
}

/** The webhook's signature does not match (forged, or another endpoint's secret). */
export class WebhookSignatureError extends Error {
  constructor(cause: unknown) {
    super('Invalid webhook signature', { cause });
    this.name = 'WebhookSignatureError';
  }
}
