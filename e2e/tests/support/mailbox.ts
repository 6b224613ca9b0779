import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A mail of the api's dev mailbox (nodemailer's JSON rendering), with its calendar invite if any. */
export interface MailboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
  icalEvent?: { method: string; filename: string; content: string };
}

/**
 * Every mail the api wrote to its dev mailbox (no SMTP_URL: `<DATA_DIR>/mailbox`, one JSON file
 * each, names in time order), oldest first.
 */
export async function allMails(): Promise<MailboxMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const folder = path.join(dataDir, 'mailbox');
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as MailboxMail),
  );
}

/** The mails the api wrote to `email`, oldest first. */
export async function mailsTo(email: string): Promise<MailboxMail[]> {
  return (await allMails()).filter((mail) => mail.to.some((to) => to.address === email));
}
