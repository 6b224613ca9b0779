import type { Messages } from '@lingui/core';
import type { Locale } from 'shared-contracts';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';

/** This remote's compiled messages, by locale. */
export const catalogs: Record<Locale, Messages> = { en, es };
