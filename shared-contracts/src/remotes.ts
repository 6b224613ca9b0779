import type { ComponentType, ReactNode } from 'react';
import type { ApiClient } from './api-client.ts';
import type { Locale } from './entities.ts';
import type { IdempotentIntent } from './idempotency.ts';
import { type ContainerName, containerNameOf, REMOTE_LIST, type RemoteFolder } from './remote-list.ts';
import type { BookingAuthenticationRequired } from './types/booking.ts';
import type { TimeSlot } from './types/meetings.ts';

/** Who is looking: the path prefix decides (spec §2). */
export type Area = 'customer' | 'expert' | 'guest';

/** Messages of one Lingui catalog, as `lingui compile`/the loader produce them. */
export type CatalogMessages = Record<string, unknown>;
export interface CatalogModule {
  messages: CatalogMessages;
}

export interface ComponentModule<Props> {
  default: ComponentType<Props>;
}

export interface CategorySearchProps {
  /** Where a category card leads: the shell owns the router and the paths. */
  searchPath: string;
}

export interface ExpertSearchProps {
  area: Extract<Area, 'customer' | 'guest'>;
  /** Base path of expert pages in this area (/experts or /customer/app/experts): an expert's is `<expertsPath>/<id>`. */
  expertsPath: string;
}

export interface ExpertProfileProps {
  area: Area;
  expertId: number;
  /** Base path of the search grid in this area. */
  searchPath: string;
  /** Where the Book button leads (customer area); default `/customer/app/experts/<id>/booking`. */
  bookingPath?: string;
  /**
   * The expert's own view (`mf_expert_studio`'s /experts/app/account): no search trail, no Book,
   * every section shown even when empty, each with its edit control. Absent for everyone else.
   */
  owner?: ExpertProfileOwner;
}

/** `mf_discovery/ExpertReviews`: /customer/app/experts/{id}/reviews, every review of an expert, paged. */
export interface ExpertReviewsProps {
  expertId: number;
  /** The expert's page in this area, for the way back. */
  expertPath: string;
}

/** The customer's posts: list `postsPath`, a post at `<postsPath>/<id>` (the shell's routes). */
export interface PostsProps {
  postsPath: string;
}

/** The customer home's posts strip ('New post', 'See all posts', the latest posts). */
export interface PostsStripProps extends PostsProps {
  /** A post was published: what counts posts (the profile card) reads again. */
  onPostsChanged?(): void;
}

export interface PostDetailProps extends PostsProps {
  postId: number;
  /** Base path of expert pages: an answer links to its expert's, `<expertsPath>/<id>`. */
  expertsPath: string;
}

/** The sections of the expert page that the expert edits from their own profile. */
export type ExpertProfileSection = 'about' | 'rates' | 'video' | 'gallery' | 'certifications';

export interface ExpertProfileOwner {
  /** The control beside each section's title (an Edit button opening its dialog). */
  edit: Partial<Record<ExpertProfileSection, ReactNode>>;
  /** Bumped after a save: the page reads the expert again. */
  revision: number;
}

/** The saved-cards list: everything it needs comes from the shell context. */
export type PaymentMethodsProps = Record<string, never>;

export interface CardPickerProps {
  /** The chosen payment method id (`pm_…`); null until one is chosen or preselected. */
  value: string | null;
  /** Called with the chosen id: the default card on load, a clicked card, or a card just added. */
  onChange(paymentMethodId: string): void;
}

/** What `authenticatePayment` needs: the payment the api holds until the customer's bank confirms it. */
export interface PaymentAuthenticationRequest {
  /** The shell's api client: the publishable key and the Stripe.js to load come from it. */
  api: ApiClient;
  /** The page's language: Stripe.js words its messages (a failed authentication) in it. */
  locale: Locale;
  /** The PaymentIntent's client secret from the api's 202 (`payment.client_secret`). */
  clientSecret: string;
  /** The card the payment is made with (`payment.payment_method_id`). */
  paymentMethodId: string;
}

/**
 * How the bank's step (3-D Secure) ended in the browser. `succeeded`: Stripe says the payment is
 * authenticated (the api still settles it). `failed`: Stripe refused it (the customer failed or
 * closed the step, the bank declined), with Stripe's message in the page's language and its code.
 * `error`: Stripe could not be asked (Stripe.js not loaded, no network); nothing is known.
 */
export type PaymentAuthenticationResult =
  | { status: 'succeeded' }
  | { status: 'failed'; code: string | null; message: string }
  | { status: 'error'; message: string };

/** `mf_payments/authenticate-payment`: mf_payments owns Stripe; the checkout asks it for the bank's step. */
export interface AuthenticatePaymentModule {
  /**
   * Runs Stripe.js' `confirmCardPayment(clientSecret, { payment_method })` (the bank's 3-D Secure
   * step) and tells how it ended; it never rejects.
   */
  authenticatePayment(request: PaymentAuthenticationRequest): Promise<PaymentAuthenticationResult>;
}

/** What the bank's step needs of any payment that waits for it: the api's 202 `payment`. */
export interface BankStepWaiting {
  payment: BookingAuthenticationRequired['payment'];
}

/** A payment that waits for the customer's bank (the api's 202 of a booking or an extension). */
export type WaitingPayment = BookingAuthenticationRequired;

/** What a payment is doing: nothing, asking the api to charge, the bank's step, or asking how it ended. */
export type PaymentPhase = 'idle' | 'paying' | 'authenticating' | 'settling';

/** How one Pay ended, for the screen to tell in its own words. */
export type PaymentOutcome<Paid> =
  | { kind: 'paid'; paid: Paid }
  /**
   * The api refused it or did not answer. `final`: the attempt is over and the next Pay is a new
   * intent with a new key; otherwise the api may still finish it and Pay sends the same key again.
   * `afterBank`: the refusal came when the api settled the bank's step (a 402 is the bank not
   * confirming it).
   */
  | { kind: 'failed'; error: unknown; final: boolean; afterBank: boolean }
  /**
   * The bank's step ended without a payment the api confirms (closed, refused, Stripe unreachable,
   * or confirmed and the api still waiting): the payment waits, and Pay with its card opens the
   * step again.
   */
  | { kind: 'not-authenticated'; result: PaymentAuthenticationResult }
  /** The payment was sent and waits for its bank, whose step could not be loaded: Pay opens it again. */
  | { kind: 'bank-step-unavailable'; error: unknown }
  /** mf_payments' driver could not be loaded: nothing was sent. */
  | { kind: 'driver-unavailable'; error: unknown }
  /** The screen stopped the driver (it left) while this payment ran. */
  | { kind: 'stopped' };

/**
 * One kind of payment, as its screen gives it to the driver: its intent (the idempotency key of
 * what is bought with which card) and its three api calls. `send` and `settle` answer the api's
 * body: what was paid, or the payment that waits for the bank (`Waiting`: a booking's or an
 * extension's by default, a plan's its own); `giveUp` answers what was paid when the payment given
 * up had been paid meanwhile, else undefined.
 */
export interface PaymentFlow<Paid, Waiting extends BankStepWaiting = WaitingPayment> {
  intentOf(card: string): IdempotentIntent;
  send(card: string, idempotencyKey: string): Promise<Paid | Waiting>;
  settle(waiting: Waiting): Promise<Paid | Waiting>;
  giveUp(waiting: Waiting): Promise<Paid | undefined>;
}

export interface PaymentDriverOptions<Paid, Waiting extends BankStepWaiting = WaitingPayment>
  extends PaymentFlow<Paid, Waiting> {
  api: ApiClient;
  locale: Locale;
  onPhase(phase: PaymentPhase): void;
  /** The payment that now waits for the bank, or null once none does. */
  onWaiting(waiting: Waiting | null): void;
}

/** Pays, runs the bank's step, settles or gives up; one Pay at a time. */
export interface PaymentDriver<Paid> {
  /** Null when a Pay is already running or the driver was stopped. */
  pay(card: string): Promise<PaymentOutcome<Paid> | null>;
  /** Nothing more is asked (the screen left); a payment running ends as `stopped`. */
  stop(): void;
}

/** `mf_payments/payment-driver`: the pay → bank step → settle-or-give-up flow of every payment. */
export interface PaymentDriverModule {
  createPaymentDriver<Paid, Waiting extends BankStepWaiting = WaitingPayment>(
    options: PaymentDriverOptions<Paid, Waiting>,
  ): PaymentDriver<Paid>;
}

export interface BookingProps {
  expertId: number;
  /** Where the customer goes after the 'Request Received' dialog (/customer/app). */
  homePath: string;
  /** The expert's page, for the way back. */
  expertPath: string;
}

/**
 * Where `mf_booking/SlotPicker` reads its free days and hours: an expert's booking at one rate
 * (`booking/{id}/days|availability`), or the hours a meeting may move to
 * (`meets/{id}/reschedule/days|availability`: the meeting's expert and rate, no rate asked).
 */
export type SlotSource =
  | { kind: 'booking'; expertId: number; rate: string }
  | { kind: 'reschedule'; meetingId: number };

/**
 * `mf_booking/SlotPicker`: the booking step's time zone, date and hour picking, on its own. The
 * zone starts as the viewer's profile zone (the customer's or, in expert mode, the expert's).
 */
export interface SlotPickerProps {
  source: SlotSource;
  /**
   * The chosen slot (`start_time` is the expert-side 'yyyy-MM-dd HH:mm' the api takes, its first
   * 10 characters the expert's date), or null when another zone or date clears the choice.
   */
  onChange(slot: TimeSlot | null): void;
}

export interface RoomProps {
  /** The meeting whose video call this is (only its two participants get in). */
  meetingId: number;
  /** The area's meetings list: the way out, and where the call ends (with `?feedback=<id>`). */
  meetingsPath: string;
}

/** `mf_meetings/Meetings`: the signed-in user's meeting list in their area (/customer/app/meetings, /experts/app/meetings). */
export interface MeetingsProps {
  /** customer: meetings as the customer (status shown); expert: as the expert (rate name shown). */
  area: Extract<Area, 'customer' | 'expert'>;
  /** Where the empty state sends a customer to find an expert (customer area). */
  expertSearchPath?: string;
}

/** `mf_meetings/TodayMeetings`: today's meetings strip of a home (customer or expert). */
export interface TodayMeetingsProps {
  area: Extract<Area, 'customer' | 'expert'>;
}

/** `mf_meetings/SoonMeetings`: the coming meetings (booked and start soon) with the 'Start soon' card. */
export interface SoonMeetingsProps {
  area: Extract<Area, 'customer' | 'expert'>;
  /** The area's meeting list, for 'See all meetings'. */
  meetingsPath: string;
  /** Shows the 'Start soon' card for the first meeting when it starts soon; default true. */
  startSoonCard?: boolean;
}

/** `mf_expert_studio/Profits`: /experts/app/profits, the expert's earnings and bank account. */
export interface ProfitsProps {
  /** /experts/app/profits/request-withdraw. */
  fundsRequestPath: string;
}

/** `mf_expert_studio/ExpertSignUp`: the expert sign-up wizard (/experts/get-started). */
export interface ExpertSignUpProps {
  /** /experts/app: where the wizard ends. */
  homePath: string;
  /** /experts/login, for those who already are experts. */
  loginPath: string;
  /**
   * Step 1 as a guest filled it in the shell's first step (the page's island, before the app ran):
   * the wizard starts at step 2 with it, kept in memory until step 2 registers it.
   */
  account?: ExpertSignUpAccount;
}

/** The account step of the expert sign-up, as the guest typed it (spec §2 wizard, step 1). */
export interface ExpertSignUpAccount {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  timezone: string;
  terms_and_conditions: true;
}

/** `mf_expert_studio/BecomeExpert`: the registration dialog a customer opens from the 'Expert Account' switch. */
export interface BecomeExpertProps {
  opened: boolean;
  /** Closed before the end: the account stays a customer's (or an expert's without expert mode). */
  onClose(): void;
  /** The api switched the account to expert mode: the shell stores the mode and goes to /experts/app. */
  onExpertMode(): void;
}

/** `mf_expert_studio/Account`: /experts/app/account, the expert's own page with its edit dialogs. */
export interface AccountProps {
  /** /experts/app/account/edit. */
  editPath: string;
}

/** `mf_expert_studio/FundsRequest`: /experts/app/profits/request-withdraw. */
export interface FundsRequestProps {
  /** /experts/app/profits: the way back, and where 'Return to your profits' goes. */
  profitsPath: string;
}

/**
 * What each remote exposes beyond its catalogs, with the props each module takes, by container
 * name. A remote of the list without an entry here exposes only its catalogs to the others.
 */
export interface RemoteContracts {
  mf_discovery: {
    './CategorySearch': ComponentModule<CategorySearchProps>;
    './ExpertSearch': ComponentModule<ExpertSearchProps>;
    './ExpertProfile': ComponentModule<ExpertProfileProps>;
    './ExpertReviews': ComponentModule<ExpertReviewsProps>;
    './PostsStrip': ComponentModule<PostsStripProps>;
    './Posts': ComponentModule<PostsProps>;
    './PostDetail': ComponentModule<PostDetailProps>;
  };
  mf_payments: {
    './PaymentMethods': ComponentModule<PaymentMethodsProps>;
    './CardPicker': ComponentModule<CardPickerProps>;
    './authenticate-payment': AuthenticatePaymentModule;
    './payment-driver': PaymentDriverModule;
  };
  mf_booking: {
    './Booking': ComponentModule<BookingProps>;
    './SlotPicker': ComponentModule<SlotPickerProps>;
  };
  mf_meetings: {
    './Room': ComponentModule<RoomProps>;
    './Meetings': ComponentModule<MeetingsProps>;
    './TodayMeetings': ComponentModule<TodayMeetingsProps>;
    './SoonMeetings': ComponentModule<SoonMeetingsProps>;
  };
  mf_expert_studio: {
    './Profits': ComponentModule<ProfitsProps>;
    './FundsRequest': ComponentModule<FundsRequestProps>;
    './ExpertSignUp': ComponentModule<ExpertSignUpProps>;
    './BecomeExpert': ComponentModule<BecomeExpertProps>;
    './Account': ComponentModule<AccountProps>;
    /** Inside the shell's /experts/app/account/edit: details, expertise, schedule and rates. */
    './AccountEdit': ComponentModule<Record<string, never>>;
    /** The expert home's strip of open posts in the expert's categories, with the answer dialog. */
    './OpenPosts': ComponentModule<Record<string, never>>;
    /** /experts/app/calendars: the expert's CalDAV accounts, read for busy times, written with bookings. */
    './Calendars': ComponentModule<Record<string, never>>;
  };
}

/** Every remote's catalogs, exposed by the remote kit's webpack config. */
export interface CatalogExposes {
  './catalog/en': CatalogModule;
  './catalog/es': CatalogModule;
}

/** Container names of the remotes of the list (`mf_discovery`, …). */
export type RemoteName = ContainerName<RemoteFolder>;

/**
 * Every remote, by container name, with what it exposes and the props each module takes. The shell
 * and other remotes load these only through Module Federation.
 */
export type RemoteModules = {
  [Name in RemoteName]: CatalogExposes &
    (Name extends keyof RemoteContracts ? RemoteContracts[Name] : Record<never, never>);
};

/** A contract for a remote that is not in the list is a type error here. */
export type UnlistedContracts = Exclude<keyof RemoteContracts, RemoteName>;
const contractsAreListed: [UnlistedContracts] extends [never] ? true : never = true;
void contractsAreListed;

/** Modules of one remote; for a union of remotes, the modules of each (distributive). */
export type ExposedModule<R extends RemoteName> = R extends RemoteName
  ? keyof RemoteModules[R] & string
  : never;

/** Folder and package name of each remote (`/mf/<folder>/<version>/`). */
export const REMOTE_FOLDERS = Object.fromEntries(
  REMOTE_LIST.map((folder) => [containerNameOf(folder), folder]),
) as Record<RemoteName, RemoteFolder>;

/** `/remotes.json`: remote name → manifest URL. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;
