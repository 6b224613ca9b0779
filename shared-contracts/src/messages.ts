import type { Locale } from './entities.ts';
import { bookingEn, bookingEs } from './messages/booking.ts';
import { calendarsEn, calendarsEs } from './messages/calendars.ts';
import { expertsEn, expertsEs } from './messages/experts.ts';
import { formsEn, formsEs } from './messages/forms.ts';
import { meetingsEn, meetingsEs } from './messages/meetings.ts';
import { moneyEn, moneyEs } from './messages/money.ts';
import { postsEn, postsEs } from './messages/posts.ts';
import { realtimeEn, realtimeEs } from './messages/realtime.ts';
import { remotesEn, remotesEs } from './messages/remotes.ts';
import { socialEn, socialEs } from './messages/social.ts';

/**
 * Messages that the api and the front end both show for the same rule. The English text is the
 * spec's where it gives one; a Spanish spec string is the ES text of its message.
 */
const coreEn = {
  fieldRequired: 'Field required',
  maxChars: 'Max. {max} characters',
  invalidEmail: 'Invalid email format',
  passwordMin8: 'Must be minimum 8 characters',
  /** Spec (expert sign-up, account step): the words given for an empty password. */
  passwordMissing: 'Must enter email address',
  passwordMin8Long: 'Password must be at least 8 characters long',
  passwordsMismatch: 'The passwords do not match, please enter them again.',
  acceptTerms: 'You must accept the terms and conditions to continue',
  selectCountries: 'Select countries',
  maxCountries: 'Max. 3 countries',
  minCategories: 'Select a minimum of 3 categories',
  invalidValue: 'Invalid value',
  invalidNumber: 'Must be a number',
  invalidTimezone: 'Select a valid time zone',
  invalidCountry: 'Select a valid country',
  invalidPhone: 'Enter a valid phone number',
  genericError: 'Something went wrong',
  validationFailed: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Try again in a minute.',
  invalidCredentials: 'These credentials do not match our records.',
  signUpRefused:
    'We could not create an account with these details. If you already have one, sign in or reset your password.',
  emailChangeRequested:
    'Profile saved. To change your email, open the link we sent to {email}; until then your account keeps its current email.',
  signInAgainToChangeEmail: 'Sign in again, then change your email within 10 minutes.',
  wrongCurrentPassword: 'The current password is incorrect.',
  accountEmailMismatch: 'Type the email address of this account.',
  accountHasMeetingInProgress:
    'You have a meeting under way or still being paid for. You can delete your account once it is over.',
  accountDeleted: 'Your account has been deleted.',
  deletedAccount: 'Deleted account',
  passwordChanged: 'Password changed successfully',
  resetLinkSent: 'If the email is registered, we have sent a link to reset the password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  passwordReset: 'Your password has been reset.',
  csrfFailed: 'The page has expired, please reload and try again.',
  fileNotImage: 'The file must be an image (jpeg, png, webp or gif).',
  fileNotVideo: 'The file must be a video (mp4, webm or mov).',
  fileNotMedia: 'The file must be an image (jpeg, png, webp or gif) or a video (mp4, webm or mov).',
  fileTooLarge: 'The file may not be greater than {max} MB.',
  fileNotStored: 'The file could not be stored. Please try again in a moment.',
  uploadNotYours: 'Choose a file you uploaded yourself.',
  serviceUnavailable: 'The service is unavailable. Try again in a moment.',
  profileUpdated: 'Profile updated successfully',
  categoriesAttached: 'Categories saved successfully',
  countriesAttached: 'Countries saved successfully',
  loggedOut: 'Signed out',
  notExpertAccount: 'This account is not registered as an expert.',
  idempotencyKeyMissing: 'The Idempotency-Key header is required: one key per attempt, the same on a retry',
  idempotencyKeyMalformed: 'The idempotency key must be 8 to 255 visible ASCII characters, without spaces',
} as const;

/** Each area keeps its messages in `messages/<area>.ts`; these are the shared ones. */
const en = {
  ...coreEn,
  ...bookingEn,
  ...calendarsEn,
  ...expertsEn,
  ...meetingsEn,
  ...moneyEn,
  ...postsEn,
  ...realtimeEn,
  ...remotesEn,
  ...socialEn,
  ...formsEn,
} as const;

// Spreading hides a key defined in two areas (the last silently wins): refuse it at load.
assertDisjoint({
  coreEn,
  bookingEn,
  calendarsEn,
  expertsEn,
  formsEn,
  meetingsEn,
  moneyEn,
  postsEn,
  realtimeEn,
  remotesEn,
  socialEn,
});

export type MessageKey = keyof typeof en;

const coreEs: Record<keyof typeof coreEn, string> = {
  fieldRequired: 'Campo requerido',
  maxChars: 'Máx. {max} caracteres',
  invalidEmail: 'Formato de correo inválido',
  passwordMin8: 'Debe tener mínimo 8 caracteres',
  passwordMissing: 'Debe ingresar la dirección de correo',
  passwordMin8Long: 'La contraseña debe tener al menos 8 caracteres',
  passwordsMismatch: 'Las contraseñas no coinciden, por favor ingrésalas de nuevo.',
  acceptTerms: 'Debes aceptar los términos y condiciones para continuar',
  selectCountries: 'Selecciona países',
  maxCountries: 'Máx. 3 países',
  minCategories: 'Selecciona un mínimo de 3 categorías',
  invalidValue: 'Valor inválido',
  invalidNumber: 'Debe ser un número',
  invalidTimezone: 'Selecciona una zona horaria válida',
  invalidCountry: 'Selecciona un país válido',
  invalidPhone: 'Ingresa un número de teléfono válido',
  genericError: 'Ha ocurrido un error',
  validationFailed: 'Los datos enviados no son válidos.',
  unauthenticated: 'No autenticado.',
  forbidden: 'No tienes permiso para esta acción.',
  notFound: 'No encontrado.',
  tooManyAttempts: 'Demasiados intentos. Inténtalo de nuevo en un minuto.',
  invalidCredentials: 'Estas credenciales no coinciden con nuestros registros.',
  signUpRefused:
    'No pudimos crear una cuenta con estos datos. Si ya tienes una, inicia sesión o restablece tu contraseña.',
  emailChangeRequested:
    'Perfil guardado. Para cambiar tu correo, abre el enlace que enviamos a {email}; hasta entonces tu cuenta conserva su correo actual.',
  signInAgainToChangeEmail: 'Vuelve a iniciar sesión y cambia tu correo en los 10 minutos siguientes.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  accountEmailMismatch: 'Escribe la dirección de correo de esta cuenta.',
  accountHasMeetingInProgress:
    'Tienes una reunión en curso o pendiente de pago. Podrás eliminar tu cuenta cuando termine.',
  accountDeleted: 'Tu cuenta ha sido eliminada.',
  deletedAccount: 'Cuenta eliminada',
  passwordChanged: 'Contraseña cambiada con éxito',
  resetLinkSent: 'Si el correo está registrado, te enviamos un enlace para restablecer la contraseña.',
  resetTokenInvalid: 'Este enlace para restablecer la contraseña no es válido o ha expirado.',
  passwordReset: 'Tu contraseña ha sido restablecida.',
  csrfFailed: 'La página ha expirado, recárgala e inténtalo de nuevo.',
  fileNotImage: 'El archivo debe ser una imagen (jpeg, png, webp o gif).',
  fileNotVideo: 'El archivo debe ser un video (mp4, webm o mov).',
  fileNotMedia: 'El archivo debe ser una imagen (jpeg, png, webp o gif) o un video (mp4, webm o mov).',
  fileTooLarge: 'El archivo no puede superar {max} MB.',
  fileNotStored: 'No se pudo guardar el archivo. Inténtalo de nuevo en un momento.',
  uploadNotYours: 'Elige un archivo que hayas subido tú.',
  serviceUnavailable: 'El servicio no está disponible. Inténtalo de nuevo en un momento.',
  profileUpdated: 'Perfil actualizado con éxito',
  categoriesAttached: 'Categorías guardadas con éxito',
  countriesAttached: 'Países guardados con éxito',
  loggedOut: 'Sesión cerrada',
  notExpertAccount: 'Esta cuenta no está registrada como experto.',
  idempotencyKeyMissing: 'Falta la cabecera Idempotency-Key: una clave por intento, la misma al reintentar',
  idempotencyKeyMalformed:
    'La clave de idempotencia debe tener de 8 a 255 caracteres ASCII visibles, sin espacios',
};

const es: Record<MessageKey, string> = {
  ...coreEs,
  ...bookingEs,
  ...calendarsEs,
  ...expertsEs,
  ...meetingsEs,
  ...moneyEs,
  ...postsEs,
  ...realtimeEs,
  ...remotesEs,
  ...socialEs,
  ...formsEs,
};

function assertDisjoint(parts: Record<string, Record<string, string>>) {
  const owner = new Map<string, string>();
  for (const [area, messages] of Object.entries(parts)) {
    for (const key of Object.keys(messages)) {
      const first = owner.get(key);
      if (first) throw new Error(`Message key '${key}' is defined in both ${first} and ${area}`);
      owner.set(key, area);
    }
  }
}

const catalogs: Record<Locale, Record<MessageKey, string>> = { en, es };

/** Picks en or es from an Accept-Language header or a locale-ish string; en by default. */
export function pickLocale(value: string | null | undefined): Locale {
  if (!value) return 'en';
  for (const part of value.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return 'en';
}

export function translate(
  key: MessageKey,
  locale: Locale = 'en',
  params: Record<string, string | number> = {},
) {
  const text = catalogs[locale][key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
