/**
 * A span of time, from `start` (included) to `end` (excluded). Slots, busy times and calendar
 * events all speak in it, so it lives in the kit rather than in any one of them.
 */
export interface Interval {
  start: Date;
  end: Date;
}
