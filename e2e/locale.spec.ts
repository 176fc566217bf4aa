import { expect, test } from '@playwright/test';

test.describe('language from the browser and the cookie', () => {
  test('a browser asking for English without a cookie gets English pages', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('book online, check in on your phone');
  });

  test('a browser without a supported language gets German', async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': 'fr-FR,fr' } })).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('online buchen, mobil einchecken');
  });

  test('the language cookie overrides the browser language and is kept for 365 days', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-language': 'en-US,en', cookie: 'NEXT_LOCALE=hr' } });
    const html = await response.text();
    expect(html).toContain('<html lang="hr"');
    const setCookie = response.headers()['set-cookie'] ?? '';
    expect(setCookie).toMatch(/NEXT_LOCALE=hr/);
    expect(setCookie).toMatch(/Max-Age=31536000/i);
  });
});
