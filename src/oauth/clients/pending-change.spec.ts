import { ClientValues, heldFields, sameHeld, splitEdit } from './pending-change';

const live: ClientValues = {
  name: 'Acme',
  logoUri: null,
  websiteUri: 'https://acme.example',
  redirectUris: ['https://acme.example/a', 'https://acme.example/b'],
  scopes: ['BOOKING_READ', 'PROFILE_READ'],
};

describe('splitEdit: what applies at once and what waits for review', () => {
  it('applies the website and removals at once, holding nothing', () => {
    const { live: next, held } = splitEdit(live, { ...live, websiteUri: null, redirectUris: ['https://acme.example/b'], scopes: ['PROFILE_READ'] }, { legacy: false });
    expect(next).toEqual({ ...live, websiteUri: null, redirectUris: ['https://acme.example/b'], scopes: ['PROFILE_READ'] });
    expect(heldFields(held)).toEqual([]);
  });

  it('holds the name, the logo (also its removal), added URIs and added scopes, as whole values', () => {
    const withLogo = { ...live, logoUri: 'https://acme.example/logo.png' };
    const proposed = { ...withLogo, name: 'Acme Pro', logoUri: null, redirectUris: [...live.redirectUris, 'https://acme.example/c'], scopes: ['BOOKING_WRITE' as const] };
    const { live: next, held } = splitEdit(withLogo, proposed, { legacy: false });
    expect(held).toEqual({ name: 'Acme Pro', logoUri: null, redirectUris: proposed.redirectUris, scopes: ['BOOKING_WRITE'] });
    expect(next).toEqual(withLogo); // no scope is shared with the proposal: the live list stays whole
  });

  it('a mixed list applies its removals now and holds the full proposed list', () => {
    const { live: next, held } = splitEdit(live, { ...live, scopes: ['PROFILE_READ', 'SCHEDULE_READ'] }, { legacy: false });
    expect(next.scopes).toEqual(['PROFILE_READ']);
    expect(held).toEqual({ scopes: ['PROFILE_READ', 'SCHEDULE_READ'] });
  });

  it('never holds the scopes of a legacy client: any selection narrows an unrestricted client', () => {
    const { live: next, held } = splitEdit({ ...live, scopes: [] }, { ...live, scopes: ['ORG_BOOKING_WRITE'] }, { legacy: true });
    expect(next.scopes).toEqual(['ORG_BOOKING_WRITE']);
    expect(held).toEqual({});
  });

  it('compares held changes by value, lists in any order', () => {
    expect(sameHeld({ scopes: ['BOOKING_READ', 'PROFILE_READ'] }, { scopes: ['PROFILE_READ', 'BOOKING_READ'] })).toBe(true);
    expect(sameHeld({ name: 'A' }, { name: 'A', logoUri: null })).toBe(false);
  });
});
