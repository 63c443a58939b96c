export const LOCATION_TYPES = ['video', 'phone', 'in_person', 'link'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Where a meeting happens: a video or web link, a phone number, or an address. */
export interface MeetingLocation {
  type: LocationType;
  value: string;
}
