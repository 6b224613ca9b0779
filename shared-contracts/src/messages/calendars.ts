/** Messages of the calendar sync calls (api answers, notifications and the calendars page). */
export const calendarsEn = {
  calendarConnected: 'Calendar account connected',
  calendarSaved: 'Calendar settings saved',
  calendarRemoved: 'Calendar account removed',
  calendarSynced: 'Calendars synced',
  calendarServerUrlInvalid: 'Enter the https address of a CalDAV server',
  calendarServerUnreachable: 'The calendar server could not be reached. Check the address and try again.',
  calendarLoginRefused: 'The calendar server refused this user name and app password',
  calendarNoCalendars: 'This account has no calendar with events',
  calendarAccountLimit: 'You can connect up to {max} calendar accounts',
  calendarFailureAuth:
    'The calendar server refused the app password. Connect the account again with a new one.',
  calendarFailureUnreachable:
    'The calendar server could not be reached. Your busy times from the last sync still apply.',
  calendarFailureMissing: 'A calendar was deleted on the server. Remove it or pick another one.',
  calendarFailureServer:
    'The calendar server answered with an error. Your busy times from the last sync still apply.',
  calendarFailureTitle: 'Calendar sync failed',
  bookingSlotCalendarBusy: "This time is now busy in the expert's calendar. Please pick another time.",
  calendarEventTitle: '{name}: {minutes}-minute meeting',
  calendarEventRoom: 'Join the meeting room:',
} as const;

export const calendarsEs: Record<keyof typeof calendarsEn, string> = {
  calendarConnected: 'Cuenta de calendario conectada',
  calendarSaved: 'Ajustes del calendario guardados',
  calendarRemoved: 'Cuenta de calendario eliminada',
  calendarSynced: 'Calendarios sincronizados',
  calendarServerUrlInvalid: 'Introduce la dirección https de un servidor CalDAV',
  calendarServerUnreachable:
    'No se pudo contactar con el servidor de calendario. Revisa la dirección e inténtalo de nuevo.',
  calendarLoginRefused: 'El servidor de calendario rechazó este usuario y contraseña de aplicación',
  calendarNoCalendars: 'Esta cuenta no tiene ningún calendario con eventos',
  calendarAccountLimit: 'Puedes conectar hasta {max} cuentas de calendario',
  calendarFailureAuth:
    'El servidor de calendario rechazó la contraseña de aplicación. Vuelve a conectar la cuenta con una nueva.',
  calendarFailureUnreachable:
    'No se pudo contactar con el servidor de calendario. Siguen aplicándose tus horas ocupadas de la última sincronización.',
  calendarFailureMissing: 'Se eliminó un calendario en el servidor. Quítalo o elige otro.',
  calendarFailureServer:
    'El servidor de calendario respondió con un error. Siguen aplicándose tus horas ocupadas de la última sincronización.',
  calendarFailureTitle: 'Falló la sincronización del calendario',
  bookingSlotCalendarBusy: 'Esta hora ya está ocupada en el calendario del experto. Elige otra hora.',
  calendarEventTitle: '{name}: reunión de {minutes} minutos',
  calendarEventRoom: 'Entra en la sala de la reunión:',
};
