import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/catalogs.ts';
import { notificationLink, notificationText } from './notification-text.ts';

const at = '2026-11-27T14:00:00.000Z';

describe('a notification naming someone whose account was deleted', () => {
  it("reads 'Deleted account' where the name was, in the page language", async () => {
    await activateLocale('es');
    const finished = notificationText(
      { id: 1, type: 'meeting.finished', data: { meet_id: 9, name: '' }, created_at: at, read_at: null },
      3,
      i18n,
    );
    expect(finished.message).toBe('Tu reunión con Cuenta eliminada ha terminado.');
    await activateLocale('en');
    const booked = notificationText(
      {
        id: 2,
        type: 'meeting.booked',
        data: {
          meet_id: 9,
          starts_at: at,
          ends_at: at,
          expert_id: 3,
          expert_name: 'Eva',
          customer_id: 7,
          customer_name: '',
        },
        created_at: at,
        read_at: null,
      },
      3,
      i18n,
    );
    expect(booked.message).toMatch(/^Deleted account booked a meeting with you: /);
  });
});

describe("a failed sync of the expert's calendar", () => {
  it('says what failed and where, in the page language, and leads to the calendars page', async () => {
    const failed = (failure: string) => ({
      id: 3,
      type: 'calendar.sync_failed' as const,
      data: { failure, server: 'caldav.fastmail.com' },
      created_at: at,
      read_at: null,
    });
    await activateLocale('en');
    expect(notificationText(failed('auth'), 3, i18n)).toEqual({
      title: 'Calendar sync failed',
      message: 'caldav.fastmail.com refused your app password. Connect the account again with a new one.',
    });
    await activateLocale('es');
    expect(notificationText(failed('unreachable'), 3, i18n).message).toBe(
      'No se pudo contactar con caldav.fastmail.com. Siguen aplicándose tus horas ocupadas de la última sincronización.',
    );
    expect(notificationLink(failed('missing'), 3, 'expert')).toBe('/experts/app/calendars');
  });
});
