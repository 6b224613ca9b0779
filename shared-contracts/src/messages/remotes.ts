/** Messages of a remote's place on the page when it cannot be shown (route or widget). */
export const remotesEn = {
  remoteUnavailableTitle: 'This section could not be loaded',
  remoteUnavailableText:
    'This part of the page is not available right now. Check your connection and try again; the rest of the site keeps working.',
  remoteCrashedTitle: 'This section stopped working',
  remoteCrashedText: 'Something went wrong while showing this part of the page. Try again in a moment.',
  remoteRetry: 'Retry',
  remoteGoHome: 'Go to the home page',
  remoteLoading: 'Loading…',
} as const;

export const remotesEs: Record<keyof typeof remotesEn, string> = {
  remoteUnavailableTitle: 'No se pudo cargar esta sección',
  remoteUnavailableText:
    'Esta parte de la página no está disponible en este momento. Revisa tu conexión e inténtalo de nuevo; el resto del sitio sigue funcionando.',
  remoteCrashedTitle: 'Esta sección dejó de funcionar',
  remoteCrashedText: 'Algo salió mal al mostrar esta parte de la página. Inténtalo de nuevo en un momento.',
  remoteRetry: 'Reintentar',
  remoteGoHome: 'Ir a la página de inicio',
  remoteLoading: 'Cargando…',
};
