import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import type { Notify } from 'shared-contracts/react';

/** Toasts with the spec's default titles ('Ha ocurrido un error' / 'Guardado con éxito' in ES). */
export function createNotify(i18n: I18n): Notify {
  return {
    success(message, title) {
      notifications.show({ color: 'teal', title: title ?? i18n._(msg`Saved successfully`), message });
    },
    error(message, title) {
      notifications.show({ color: 'red', title: title ?? i18n._(msg`An error has occurred`), message });
    },
  };
}
