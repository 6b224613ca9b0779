import { createContext, useContext } from 'react';

/**
 * The zone the customer reads the booking in (the chosen one, else the profile's): availability,
 * days and the quote are asked in it (`timezone`), so their `*_converted` times are in it.
 */
export const BookingZoneContext = createContext<string | null>(null);

export function useBookingZone(): string | null {
  return useContext(BookingZoneContext);
}
