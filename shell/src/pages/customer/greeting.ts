import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Spec §9: the greeting breaks at 12 and 17 (Morning before 12, Afternoon 12 to 17, Evening after). */
export function greetingFor(hour: number): MessageDescriptor {
  if (hour < 12) return msg`Good Morning`;
  if (hour <= 17) return msg`Good Afternoon`;
  return msg`Good Evening`;
}
