import { expect, test } from 'vitest';
import { htmlReport } from './report';

test('the HTML report shows every row with its result, and escapes what it shows', () => {
  const html = htmlReport(
    'Bench <latest>',
    ['2 cores & more'],
    [
      { measure: 'TBT', page: '/allTool?q=<b>', figure: '80 ms', budget: '<= 150 ms', pass: true },
      { measure: 'LCP', page: '/', figure: '2 s', budget: '<= 1.5 s', pass: false },
      { measure: 'CLS', page: '/', figure: '0.001' },
    ],
  );
  expect(html).toContain('<title>Bench &lt;latest&gt;</title>');
  expect(html).toContain('<p>2 cores &amp; more</p>');
  expect(html).toContain('<td>/allTool?q=&lt;b&gt;</td>');
  expect(html).not.toContain('<b>');
  expect(html.match(/<tr class="pass">/g)).toHaveLength(1);
  expect(html.match(/<tr class="FAIL">/g)).toHaveLength(1);
  expect(html).toContain('<td>0.001</td><td>-</td><td>-</td>');
});
