/** Social login (Google, Facebook, Apple): the callback's refusals and the sign-up ticket's. */
export const socialEn = {
  socialProviderDisabled: 'This sign-in provider is not available.',
  socialStateInvalid: 'This sign-in link has expired or was already used. Please start again.',
  socialSignInFailed: 'The provider could not confirm who you are. Please try again.',
  socialEmailUnverified:
    'An account with this email already exists. Log in with your password; the provider did not confirm this email.',
  socialTicketInvalid: 'Your social sign-up has expired. Please continue with the provider again.',
  socialEmailMismatch: 'The email must be the one your provider gave.',
  socialContinueWithGoogle: 'Continue with Google',
  socialContinueWithFacebook: 'Continue with Facebook',
  socialContinueWithApple: 'Continue with Apple',
  socialOr: 'or',
  socialProvidersFailed: 'The sign-in options could not be loaded.',
  socialStartFailed: 'The provider could not be reached. Please try again.',
  socialRetry: 'Retry',
} as const;

export const socialEs: Record<keyof typeof socialEn, string> = {
  socialProviderDisabled: 'Este proveedor de acceso no está disponible.',
  socialStateInvalid: 'Este enlace de acceso ha caducado o ya se usó. Vuelve a empezar.',
  socialSignInFailed: 'El proveedor no pudo confirmar quién eres. Inténtalo de nuevo.',
  socialEmailUnverified:
    'Ya existe una cuenta con este correo. Inicia sesión con tu contraseña; el proveedor no confirmó este correo.',
  socialTicketInvalid: 'Tu registro con el proveedor ha caducado. Vuelve a continuar con el proveedor.',
  socialEmailMismatch: 'El correo debe ser el que te dio tu proveedor.',
  socialContinueWithGoogle: 'Continuar con Google',
  socialContinueWithFacebook: 'Continuar con Facebook',
  socialContinueWithApple: 'Continuar con Apple',
  socialOr: 'o',
  socialProvidersFailed: 'No se pudieron cargar las opciones de acceso.',
  socialStartFailed: 'No se pudo contactar con el proveedor. Inténtalo de nuevo.',
  socialRetry: 'Reintentar',
};
