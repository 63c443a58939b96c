import { ALL_SCOPES, isScope, SCOPE_CATALOGUE, sortScopes } from './scope-catalogue';

describe('scope catalogue', () => {
  it('holds the 30 scopes of the spec: 12 personal, 10 team, 8 organization', () => {
    expect(ALL_SCOPES).toHaveLength(30);
    const count = (g: string) => ALL_SCOPES.filter((s) => SCOPE_CATALOGUE[s].group === g).length;
    expect([count('personal'), count('team'), count('organization')]).toEqual([12, 10, 8]);
  });

  it('every ORG_ scope has the TEAM_ scope with the same suffix', () => {
    for (const scope of ALL_SCOPES.filter((s) => s.startsWith('ORG_'))) {
      expect(isScope(scope.replace(/^ORG_/, 'TEAM_'))).toBe(true);
    }
  });

  it('recognises only catalogue names', () => {
    expect(isScope('PROFILE_READ')).toBe(true);
    expect(isScope('profile_read')).toBe(false);
    expect(isScope('toString')).toBe(false);
  });

  it('sorts in catalogue order without duplicates', () => {
    expect(sortScopes(['ORG_BOOKING_READ', 'PROFILE_READ', 'EVENT_TYPE_READ', 'PROFILE_READ'])).toEqual([
      'EVENT_TYPE_READ',
      'PROFILE_READ',
      'ORG_BOOKING_READ',
    ]);
  });
});
