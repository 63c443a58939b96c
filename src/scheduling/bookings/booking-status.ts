export const BOOKING_STATUSES = ['accepted', 'unconfirmed', 'cancelled', 'rejected'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The statuses that hold the host's time: they block slots and other bookings. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['accepted', 'unconfirmed'];

/** A calendar entry an integration created for the booking. */
export interface CalendarReference {
  provider: string;
  externalId: string;
  uid?: string;
  meetingUrl?: string;
}

/** A recording or transcript of the meeting, as the video integration stored it. */
export interface MeetingArtifact {
  url: string;
  /** ISO 8601. */
  createdAt: string;
  durationSeconds?: number;
}
