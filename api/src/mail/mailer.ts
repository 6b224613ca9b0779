import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A calendar invite (iCalendar text): nodemailer sends it as the `text/calendar; method=…`
   * alternative and an `.ics` attachment, which Google Calendar, Outlook and Apple Calendar open.
   */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

export interface Mailer {
  /**
   * Composes and sends in the background: the caller's answer never waits on (or reveals by its
   * timing) the work behind a mail. `compose` may resolve to null to send nothing.
   */
  deliver(compose: () => Promise<MailMessage | null>): void;
  /** Sends now; rejects when the mail could not be sent (a durable job throws and is retried). */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every mail handed over so far is sent or has failed (logged). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/**
 * SMTP when `smtpUrl` is set (smtp:// or smtps://, credentials in the URL). Otherwise the dev
 * mailbox: each mail is written as `<mailboxDir>/<time>-<id>.json` (nodemailer's JSON rendering:
 * from, to, subject, text, html, headers), newest last in name order.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });

  async function send(message: MailMessage) {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) return;
    await mkdir(options.mailboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(options.mailboxDir, `${stamp}-${randomBytes(4).toString('hex')}.json`);
    const rendered = JSON.parse(String((info as { message: unknown }).message)) as Record<string, unknown>;
    // Written aside, then renamed into place: a reader of the mailbox never sees half a mail.
    const partial = `${file}.partial`;
    await writeFile(partial, `${JSON.stringify({ date: new Date().toISOString(), ...rendered }, null, 2)}\n`);
    await rename(partial, file);
    options.log.info({ file, to: message.to, subject: message.subject }, 'mail written to the dev mailbox');
  }

  return {
    deliver(compose) {
      const job: Promise<void> = compose()
        .then((message) => (message ? send(message) : undefined))
        .catch((err: unknown) => options.log.error({ err }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    send,
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
