import { msg } from '@lingui/core/macro';
import type { LegalSection } from './terms-sections.ts';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: msg`What we collect`,
    body: msg`Your name, email, country, time zone, phone number and the preferences you choose; your bookings, payments (without card numbers) and messages inside the service.`,
  },
  {
    title: msg`Why we use it`,
    body: msg`To run your account, arrange and hold meetings, take payments, send the emails you need (such as password resets) and keep the service safe.`,
  },
  {
    title: msg`Cookies`,
    body: msg`We use only the cookies the service needs: your session, the kind of account you signed in with, the account mode, a security token against forged requests and your language.`,
  },
  {
    title: msg`Who we share it with`,
    body: msg`The expert you book sees your name and the details of the meeting. Payment and video providers process data for us. We do not sell personal data.`,
  },
  {
    title: msg`Your rights`,
    body: msg`You can see and correct your profile in your account and ask us to export or delete your data by writing to support@expertia.example.`,
  },
];
