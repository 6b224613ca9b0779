// Placeholder until the reminders branch lands (issue 15): same signatures, no effect.
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';

export async function planReminders(
  _db: Database | Transaction,
  _meeting: { id: number; startsAt: Date },
  _now: Date,
): Promise<void> {}

export async function dropReminders(_db: Database | Transaction, _meetingId: number): Promise<void> {}

export async function sendMeetingInvite(
  _app: FastifyInstance,
  _meetingId: number,
  _change: 'booked' | 'rescheduled' | 'cancelled',
): Promise<void> {}
