/** The booking changes an app may subscribe to, and `PING`, sent on request. */
export const BOOKING_TRIGGERS = [
  'BOOKING_CREATED',
  'BOOKING_CANCELLED',
  'BOOKING_RESCHEDULED',
  'BOOKING_CONFIRMED',
  'BOOKING_REJECTED',
  'BOOKING_REASSIGNED',
] as const;

export type BookingTrigger = (typeof BOOKING_TRIGGERS)[number];

export const WEBHOOK_TRIGGERS = [...BOOKING_TRIGGERS, 'PING'] as const;

export type WebhookTrigger = (typeof WEBHOOK_TRIGGERS)[number];
