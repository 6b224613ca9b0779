import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { meetings } from '../src/db/schema/index.ts';
import { sendMeetingInvite } from '../src/meetings/invites.ts';
import { loadMailMeeting, localeOfCountry } from '../src/meetings/mail-parties.ts';
import { meetingMail } from '../src/meetings/meeting-mail.ts';
import { prepareMeeting } from '../src/meetings/prepare.ts';
import { MAIL_PUBLIC_URL, mailParties, mailsTo, parseInvite } from './invite-fixtures.ts';
import { insertMeeting } from './meetings-fixtures.ts';

const parties = mailParties();
const PUBLIC_URL = MAIL_PUBLIC_URL;

describe('the language of a meeting mail', () => {
  it('is Spanish for a Spanish-speaking country, English otherwise', () => {
    expect(localeOfCountry('MX')).toBe('es');
    expect(localeOfCountry('es')).toBe('es');
    expect(localeOfCountry('US')).toBe('en');
    expect(localeOfCountry(null)).toBe('en');
  });
});

describe('calendar invites', () => {
  it('mails both sides the booking with a REQUEST invite once the paid meeting is set up', async () => {
    const meeting = await insertMeeting(parties.env.api, {
      expert: parties.expert,
      customer: parties.customer,
      startsAt: '2027-01-07T15:00:00Z',
    });
    await prepareMeeting(parties.env.api.app, meeting.id);
    await prepareMeeting(parties.env.api.app, meeting.id);
    await parties.env.api.app.jobs.runDue();

    const [toCustomer, ...moreToCustomer] = await mailsTo(parties.env.api, parties.customer.email);
    expect(moreToCustomer).toEqual([]);
    expect(toCustomer?.subject).toBe('Your meeting with Jorge Núñez is booked');
    expect(toCustomer?.text).toMatch(/Thursday, January 7, 2027, 10:00\s–\s10:30\sAM \(America\/New_York\)/);
    const customerRoom = `${PUBLIC_URL}/customer/app/meetings/room/${meeting.id}`;
    expect(toCustomer?.text).toContain(customerRoom);
    expect(toCustomer?.html).toContain(`href="${customerRoom}"`);
    expect(toCustomer?.icalEvent?.method).toBe('REQUEST');
    const invite = parseInvite(toCustomer?.icalEvent?.content);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `meeting-${meeting.id}@marketplace.example`,
      sequence: 0,
      status: 'CONFIRMED',
      start: meeting.startsAt,
      end: meeting.endsAt,
      startInUtc: true,
      summary: 'Meeting with Jorge Núñez',
      organizer: 'mailto:no-reply@localhost',
    });
    expect(invite.description).toContain(customerRoom);
    expect(invite.attendees).toEqual([`mailto:${parties.customer.email}`, `mailto:${parties.expert.email}`]);

    const [toExpert] = await mailsTo(parties.env.api, parties.expert.email);
    expect(toExpert?.subject).toBe('Tu reunión con Ann Lee está reservada');
    expect(toExpert?.text).toContain('jueves, 7 de enero de 2027, 16:00–16:30 (Europe/Madrid)');
    expect(toExpert?.text).toContain(`${PUBLIC_URL}/experts/app/meetings/room/${meeting.id}`);
    expect(parseInvite(toExpert?.icalEvent?.content)).toMatchObject({
      uid: invite.uid,
      sequence: 0,
      summary: 'Reunión con Ann Lee',
    });
  });

  it('updates the same event on a move (SEQUENCE) and cancels it (METHOD:CANCEL)', async () => {
    const meeting = await insertMeeting(parties.env.api, {
      expert: parties.expert,
      customer: parties.customer,
      startsAt: '2027-01-08T15:00:00Z',
    });
    const before = (await mailsTo(parties.env.api, parties.customer.email)).length;
    const startsAt = new Date('2027-01-09T16:00:00Z');
    const endsAt = new Date('2027-01-09T16:30:00Z');
    await parties.env.api.app.db
      .update(meetings)
      .set({ startsAt, endsAt, reschedules: 1 })
      .where(eq(meetings.id, meeting.id));
    await sendMeetingInvite(parties.env.api.app, meeting.id, 'rescheduled');
    await parties.env.api.app.jobs.runDue();
    const moved = (await mailsTo(parties.env.api, parties.customer.email)).slice(before);
    expect(moved.map((mail) => mail.subject)).toEqual(['Your meeting with Jorge Núñez has moved']);
    expect(parseInvite(moved[0]?.icalEvent?.content)).toMatchObject({
      method: 'REQUEST',
      uid: `meeting-${meeting.id}@marketplace.example`,
      sequence: 1,
      start: startsAt,
      end: endsAt,
    });

    await parties.env.api.app.db
      .update(meetings)
      .set({ state: 'cancelled', cancelledAt: parties.env.time.clock(), cancelledBy: 'customer' })
      .where(eq(meetings.id, meeting.id));
    await sendMeetingInvite(parties.env.api.app, meeting.id, 'cancelled');
    await parties.env.api.app.jobs.runDue();
    const [toExpert] = (await mailsTo(parties.env.api, parties.expert.email)).slice(-1);
    expect(toExpert?.subject).toBe('Tu reunión con Ann Lee está cancelada');
    expect(toExpert?.text).not.toContain('/meetings/room/');
    expect(toExpert?.icalEvent?.method).toBe('CANCEL');
    expect(parseInvite(toExpert?.icalEvent?.content)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: `meeting-${meeting.id}@marketplace.example`,
      sequence: 2,
      start: startsAt,
    });
  });

  it('does not send a move planned before the meeting was cancelled', async () => {
    const meeting = await insertMeeting(parties.env.api, {
      expert: parties.expert,
      customer: parties.customer,
      startsAt: '2027-01-10T15:00:00Z',
    });
    const before = (await mailsTo(parties.env.api, parties.customer.email)).length;
    await sendMeetingInvite(parties.env.api.app, meeting.id, 'rescheduled');
    await parties.env.api.app.db
      .update(meetings)
      .set({ state: 'cancelled', cancelledAt: parties.env.time.clock(), cancelledBy: 'expert' })
      .where(eq(meetings.id, meeting.id));
    await parties.env.api.app.jobs.runDue();
    expect((await mailsTo(parties.env.api, parties.customer.email)).slice(before)).toEqual([]);
  });

  it('goes out over SMTP as the text/calendar alternative with its method, and an .ics attachment', async () => {
    const inserted = await insertMeeting(parties.env.api, {
      expert: parties.expert,
      customer: parties.customer,
      startsAt: '2027-01-11T15:00:00Z',
    });
    const meeting = await loadMailMeeting(parties.env.api.app, inserted.id);
    if (!meeting) throw new Error('meeting not found');
    const message = meetingMail(
      meeting,
      meeting.customer,
      'booked',
      parties.env.api.config,
      parties.env.time.clock(),
    );
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({ from: parties.env.api.config.mailFrom, ...message });
    const raw = String(info.message);
    expect(raw).toContain('Content-Type: multipart/mixed');
    expect(raw).toContain('Content-Type: multipart/alternative');
    expect(raw).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(raw).toContain('Content-Disposition: attachment; filename=invite.ics');
  });
});
