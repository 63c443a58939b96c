import { randomToken } from './tokens';

describe('randomToken', () => {
  it('gives 32 random bytes, base64url, after the prefix', () => {
    const token = randomToken('sat_');
    expect(token).toMatch(/^sat_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
  });

  it('never hands out the same bytes twice, across many refills of its pool', () => {
    const tokens = Array.from({ length: 2000 }, (_, i) => randomToken('', i % 3 === 0 ? 18 : 32));
    expect(new Set(tokens).size).toBe(tokens.length);
    // Not all zero: the pool is wiped only after a token is encoded.
    expect(tokens.filter((t) => /^A+$/.test(t))).toEqual([]);
  });

  it('takes sizes larger than its pool straight from the generator', () => {
    const big = randomToken('', 5000);
    expect(Buffer.from(big, 'base64url')).toHaveLength(5000);
    expect(big).not.toBe(randomToken('', 5000));
  });
});
