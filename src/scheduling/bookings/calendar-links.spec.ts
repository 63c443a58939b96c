import { calendarLinks, icsFile, type CalendarEvent } from './calendar-links';

const event: CalendarEvent = {
  uid: 'abc123',
  title: 'Intro & chat: café, 100% free',
  description: 'With Ana and Bo.\nGuests: cy@example.com',
  location: 'Rua Augusta 1, Lisboa',
  start: new Date('2030-03-25T08:00:00Z'),
  end: new Date('2030-03-25T08:30:00Z'),
  status: 'accepted',
  organizer: { name: 'Ana', email: 'ana@example.com' },
  attendees: [{ name: 'Bo', email: 'bo@example.com' }],
};

describe('calendar links', () => {
  it('keep titles and places with &, %, commas and accents intact', () => {
    const links = calendarLinks(event);
    for (const [link, title, place] of [
      [links.google, 'text', 'location'],
      [links.outlook, 'subject', 'location'],
      [links.yahoo, 'title', 'in_loc'],
    ]) {
      const url = new URL(link);
      expect(url.searchParams.get(title)).toBe(event.title);
      expect(url.searchParams.get(place)).toBe(event.location);
      expect(link).not.toContain('+'); // spaces are %20, which every calendar decodes
    }
  });

  it('leave out the place when there is none', () => {
    const links = calendarLinks({ ...event, location: null });
    expect(new URL(links.google).searchParams.has('location')).toBe(false);
    expect(icsFile({ ...event, location: null })).not.toContain('LOCATION');
  });

  it('escape iCalendar text as RFC 5545 requires', () => {
    const ics = icsFile(event).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('SUMMARY:Intro & chat: café\\, 100% free');
    expect(ics).toContain('LOCATION:Rua Augusta 1\\, Lisboa');
    expect(ics).toContain('DESCRIPTION:With Ana and Bo.\\nGuests: cy@example.com');
  });
});
