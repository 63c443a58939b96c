import type { Request } from 'express';

const NAMES_A_FORMAT = /text\/html|application\/xhtml\+xml|application\/json/i;

/**
 * Whether a route that serves both browsers and scripts (sign-in, sign-up) answers with a page.
 * An Accept header that names HTML or JSON decides; one that names neither (absent, `*\/*`) leaves
 * it to the body: a form gets a page, JSON gets JSON. So a script posting JSON with
 * `Accept: text/html` is shown the page it asked for, and a form posted with
 * `Accept: application/json` gets the JSON envelope.
 */
export function answersWithPage(req: Request): boolean {
  const accept = req.get('accept');
  if (accept && NAMES_A_FORMAT.test(accept)) return req.accepts(['json', 'html']) === 'html';
  return !req.is('application/json');
}
