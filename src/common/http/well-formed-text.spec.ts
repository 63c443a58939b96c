import { malformedTextField } from './well-formed-text';

describe('malformedTextField', () => {
  it('names the first field holding an unpaired surrogate, by its path', () => {
    expect(malformedTextField({ attendee: { name: 'Ana', email: 'a\ud800@x.com' } })).toBe('attendee.email');
    expect(malformedTextField({ hosts: [{ userId: 1 }, { note: '\udfffx' }] })).toBe('hosts.1.note');
  });

  it('checks a query the same way: a repeated parameter is a list', () => {
    expect(malformedTextField({ take: '5', status: ['upcoming', 'past\ud83d'] })).toBe('status.1');
  });

  it('checks names, shown with the surrogate replaced', () => {
    expect(malformedTextField({ a: { ['\ud800b']: 1 } })).toBe('a.\ufffdb');
  });

  it('lets well-formed text through, pairs and replacement characters included', () => {
    expect(malformedTextField({ name: '😀 \ufffd é', n: 1, list: [null, true], none: undefined })).toBeUndefined();
    expect(malformedTextField(undefined)).toBeUndefined();
  });
});
