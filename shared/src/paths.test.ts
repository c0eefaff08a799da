import { asksForSecondFactor, loginPathForSecondFactor, loginPathReturningTo, returnPathFrom } from './paths';

test('the login page returns to a path on this site, and nowhere else', () => {
  expect(loginPathReturningTo('/staff/enquiries/7?x=1')).toBe('/login?next=%2Fstaff%2Fenquiries%2F7%3Fx%3D1');
  expect(returnPathFrom('?next=%2Fstaff%2Fenquiries%2F7%3Fx%3D1')).toBe('/staff/enquiries/7?x=1');
  for (const hostile of [
    '?next=https://evil.example',
    '?next=//evil.example',
    '?next=/\\evil.example',
    '?next=javascript:alert(1)',
    '?next=',
    '',
  ]) {
    expect(returnPathFrom(hostile)).toBeUndefined();
  }
});

test('a return path that a URL parser reads as another origin is refused: tab, line break, backslash, two slashes (L19)', () => {
  for (const hostile of [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    '/\\evil.example',
    '/x\\..\\..\\/evil',
    '//evil.example/path',
    '/\u0000/evil.example',
    ' /evil',
  ]) {
    expect(returnPathFrom(`?${new URLSearchParams({ next: hostile }).toString()}`)).toBeUndefined();
  }
  expect(returnPathFrom(`?${new URLSearchParams({ next: '/profile/settings#two-step' }).toString()}`)).toBe('/profile/settings#two-step');
  expect(returnPathFrom(`?${new URLSearchParams({ next: '/insights/some article' }).toString()}`)).toBe('/insights/some article');
});

test("the login's code step keeps where to return to, and only that flag asks for it", () => {
  const path = loginPathForSecondFactor('/staff/subscribers');
  expect(path).toBe('/login?next=%2Fstaff%2Fsubscribers&step=code');
  const search = path.slice(path.indexOf('?'));
  expect(asksForSecondFactor(search)).toBe(true);
  expect(returnPathFrom(search)).toBe('/staff/subscribers');
  expect(asksForSecondFactor(`?${loginPathReturningTo('/staff').split('?')[1]}`)).toBe(false);
  expect(asksForSecondFactor('?step=other')).toBe(false);
});
