/** Messages of the notifications calls and the realtime socket. */
export const realtimeEn = {
  notificationsCleared: 'Notifications cleared',
  websocketRequired: 'This address takes a WebSocket connection (Upgrade: websocket).',
  websocketOriginRefused: 'This origin may not open the realtime connection with the session cookie.',
} as const;

export const realtimeEs: Record<keyof typeof realtimeEn, string> = {
  notificationsCleared: 'Notificaciones borradas',
  websocketRequired: 'Esta dirección acepta una conexión WebSocket (Upgrade: websocket).',
  websocketOriginRefused: 'Este origen no puede abrir la conexión en tiempo real con la cookie de sesión.',
};
