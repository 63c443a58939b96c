import { barChart, niceMax } from './bar-chart';

describe('barChart', () => {
  const bars = [
    { label: '1 Nov 2026', axisLabel: '1 Nov', value: 0, part: 0 },
    { label: '2 Nov 2026', axisLabel: '2 Nov', value: 30, part: 5 },
    { label: '3 Nov 2026', axisLabel: '3 Nov', value: 12, part: 0 },
  ];
  const chart = barChart({ id: 'usage', caption: 'Requests per day: 42 in all.', bars, valueName: 'requests', partName: 'errors' }).toString();

  it('draws one bar per value, scaled to the axis top, with the highlighted part over it', () => {
    // Axis top 30: 30 is the whole height (100), 5 a sixth of it.
    expect(chart).toContain('<rect class="bar-value" x="115.00" y="0.00" width="70.00" height="100.00"></rect>');
    expect(chart).toContain('<rect class="bar-part" x="115.00" y="83.33" width="70.00" height="16.67"></rect>');
    expect(chart.match(/class="bar-value"/g)).toHaveLength(3);
    expect(chart.match(/class="bar-part"/g)).toHaveLength(1);
  });

  it('names the image by its caption and gives every number as text', () => {
    expect(chart).toContain('role="img" aria-labelledby="usage-caption"');
    expect(chart).toContain('<figcaption id="usage-caption">Requests per day: 42 in all.</figcaption>');
    expect(chart).toContain('<title>2 Nov 2026: requests 30, errors 5</title>');
    expect(chart).toContain('<tr><th scope="row">2 Nov 2026</th><td>30</td><td>5</td></tr>');
    expect(chart).toContain('<span>30</span><span>15</span><span>0</span>');
    expect(chart).toContain('<div class="chart-x" aria-hidden="true"><span>1 Nov</span><span>2 Nov</span><span>3 Nov</span></div>');
    expect(chart).not.toContain('<script');
  });

  it('escapes what it is given', () => {
    const hostile = barChart({ id: 'x', caption: '<b>', bars: [{ label: '<i>', axisLabel: '"', value: 1, part: 0 }], valueName: 'a', partName: 'b' }).toString();
    expect(hostile).not.toContain('<b>');
    expect(hostile).not.toContain('<i>');
  });

  it('rounds the axis up a little, to a whole half', () => {
    expect([0, 1, 2, 3, 5, 9, 11, 15, 40, 41, 160, 999, 1234].map(niceMax)).toEqual([2, 2, 2, 4, 6, 10, 12, 16, 40, 42, 160, 1000, 1400]);
  });
});
