import type { FuzzRequest } from './arbitraries';
import { problemsWith } from './oracle';
import type { Operation } from './operations';

/** The fuzzer's judge of each answer, shown answers it must accept and answers it must refuse. */
describe('The fuzz oracle', () => {
  const page = '<!doctype html><title>That did not work</title>';
  const envelope = JSON.stringify({ status: 'error', error: { code: 'validation_failed', message: 'x' } });
  const op = (path: string, access?: Operation['access']): Operation => ({ method: 'GET', path, params: [], mediaTypes: [], access });
  const req = (o: Operation): FuzzRequest => ({ op: o, credentials: 'session', path: o.path, query: '', headers: { accept: 'text/html' } });
  const html = (status: number, body = page) => ({ status, contentType: 'text/html; charset=utf-8', body });

  it('lets a page under /v2 answer with a page (the calendar provider sends the browser back to one)', () => {
    const save = op('/v2/calendars/office365/save', { kind: 'first-party', signedIn: 'required', admin: false, html: true });
    expect(problemsWith(req(save), html(422))).toEqual([]);
  });

  it('lets a page under /v2 answer a refusal before routing in the /v2 envelope, unlike a page elsewhere', () => {
    const save = op('/v2/calendars/google/save', { kind: 'first-party', signedIn: 'required', admin: false, html: true });
    const refused = { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ status: 'error', error: { code: 'bad_request', message: 'x' } }) };
    expect(problemsWith(req(save), refused)).toEqual([]);
    const login = op('/auth/login', { kind: 'first-party', signedIn: 'optional', admin: false, html: true });
    expect(problemsWith(req(login), refused)).toEqual([expect.stringMatching(/^a page answered application\/json/)]);
  });

  it('still wants the envelope from the /v2 API, and from routes that are not pages', () => {
    const api = op('/v2/bookings', { kind: 'public' });
    expect(problemsWith(req(api), html(422))).toEqual([expect.stringMatching(/^not the error envelope/)]);
    expect(problemsWith(req(api), { status: 422, contentType: 'application/json', body: envelope })).toEqual([]);
    const asset = op('/assets/copy-button.js', { kind: 'anonymous' });
    expect(problemsWith(req(asset), html(400))).toEqual([expect.stringMatching(/^not the error envelope/)]);
  });

  it('refuses any 5xx, even from a page', () => {
    const save = op('/v2/calendars/office365/save', { kind: 'first-party', signedIn: 'required', admin: false, html: true });
    expect(problemsWith(req(save), html(500))).toEqual(['status 500']);
  });
});
