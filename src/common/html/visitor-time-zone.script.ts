/**
 * The booking page shows times in the visitor's time zone, which only their browser knows: when
 * the address names none, this names the browser's and loads the page again. Without scripts the
 * page shows UTC and a list to pick the zone from.
 */
export const VISITOR_TIME_ZONE_SCRIPT = `(function () {
  var url = new URL(location.href);
  if (url.searchParams.has('timeZone')) return;
  var zone;
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone; } catch (e) { return; }
  if (!zone || zone === 'UTC') return;
  url.searchParams.set('timeZone', zone);
  location.replace(url.toString());
})();
`;
