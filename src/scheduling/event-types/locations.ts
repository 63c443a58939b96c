import { isURL, ValidateBy, ValidationOptions } from 'class-validator';

export const LOCATION_TYPES = ['video', 'phone', 'in_person', 'link'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Where a meeting happens: a video or web link, a phone number, or an address. */
export interface MeetingLocation {
  type: LocationType;
  value: string;
}

const PHONE = /^\+?[0-9][0-9 ().-]{4,30}$/;

/** The problem with a location's value for its type, if any. */
export function locationValueProblem(location: { type: string; value: unknown }): string | null {
  if (typeof location.value !== 'string') return null; // the type check reports it
  if (location.type === 'video' || location.type === 'link') {
    return isURL(location.value, { protocols: ['http', 'https'], require_protocol: true })
      ? null
      : `value must be an http(s) URL for a ${location.type} location`;
  }
  if (location.type === 'phone') return PHONE.test(location.value) ? null : 'value must be a phone number for a phone location';
  return null;
}

/** A location value that suits the location's `type` (a URL for links, a number for phones). */
export function IsLocationValue(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isLocationValue',
      validator: {
        validate: (value: unknown, args) =>
          locationValueProblem({ type: (args?.object as { type: string }).type, value }) === null,
        defaultMessage: (args) => locationValueProblem({ type: (args?.object as { type: string }).type, value: args?.value })!,
      },
    },
    options,
  );
}
