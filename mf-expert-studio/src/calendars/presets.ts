/** Where the common CalDAV services answer, to fill the server address in. */
export interface CalendarPreset {
  id: 'icloud' | 'fastmail' | 'nextcloud' | 'google' | 'other';
  /** The address to fill in; '' when the expert types their own (Nextcloud, another server). */
  serverUrl: string;
}

export const CALENDAR_PRESETS: readonly CalendarPreset[] = [
  { id: 'icloud', serverUrl: 'https://caldav.icloud.com/' },
  { id: 'fastmail', serverUrl: 'https://caldav.fastmail.com/' },
  { id: 'nextcloud', serverUrl: '' },
  { id: 'google', serverUrl: 'https://apidata.googleusercontent.com/caldav/v2/' },
  { id: 'other', serverUrl: '' },
];
