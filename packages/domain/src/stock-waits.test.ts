import { describe, expect, it } from 'vitest';
import { STOCK_MAIL_TEXT, backInStockMail, stockWaitConfirmMail } from './mail';
import { SAVED_TEXT, SAVED_TOOLS_MAX, savedCountPath, savedToolPath } from './saved';
import { STOCK_WAIT_API, stockWaitPath, stockWaiterPath } from './stock-waits';

describe('back-in-stock mails', () => {
  it('the restock mail names the tool on one line and links to its page, escaped', () => {
    const mail = backInStockMail({
      toolId: 'a b',
      toolName: 'Pump <b>\r\nBcc: x@y.z',
      shopUrl: 'https://shop.test',
    });
    expect(mail.subject).toBe(STOCK_MAIL_TEXT.subject.backInStock('Pump <b> Bcc: x@y.z'));
    expect(mail.text).toContain('https://shop.test/tool/a%20b');
    expect(mail.html).toContain('Pump &lt;b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('the confirmation mail carries its link and how long it works', () => {
    const mail = stockWaitConfirmMail({ toolName: 'Pump', confirmUrl: 'https://x.test/c?a=1&b=2' });
    expect(mail.subject).toBe(STOCK_MAIL_TEXT.subject.confirm('Pump'));
    expect(mail.text).toContain('https://x.test/c?a=1&b=2');
    expect(mail.text).toContain(STOCK_MAIL_TEXT.body.confirmExpiry);
    expect(mail.html).toContain('href="https://x.test/c?a=1&amp;b=2"');
  });
});

describe('saved tools and waits: paths and texts', () => {
  it('names the documents the rules guard', () => {
    expect(savedToolPath('u', 't')).toBe('users/u/saved/t');
    expect(savedCountPath('u')).toBe('savedCounts/u');
    expect(stockWaitPath('t')).toBe('stockWaits/t');
    expect(stockWaiterPath('t', 'u')).toBe('stockWaits/t/waiters/u');
    expect(STOCK_WAIT_API.request('a/b')).toBe('/tool/a%2Fb/wait');
  });

  it('says the limit of saved tools', () => {
    expect(SAVED_TEXT.full).toContain(String(SAVED_TOOLS_MAX));
  });
});
