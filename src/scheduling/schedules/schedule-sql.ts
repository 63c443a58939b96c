/**
 * The schedules table as other folders' statements need it (the profile's default schedule):
 * written here, beside the table, and composed there. The argument is an SQL expression of the
 * caller's (a column or a parameter), never input.
 */
export const scheduleSql = {
  /** The id of the person's default schedule (null when they have none yet). */
  defaultScheduleIdOf: (userId: string): string => `SELECT s.id FROM schedules s WHERE s.user_id = ${userId} AND s.is_default`,
};
