import { loginPathReturningTo, returnPathFrom } from './paths';

test('the login page returns to a path on this site, and nowhere else', () => {
  expect(loginPathReturningTo('/staff/enquiries/7?x=1')).toBe('/login?next=%2Fstaff%2Fenquiries%2F7%3Fx%3D1');
  expect(returnPathFrom('?next=%2Fstaff%2Fenquiries%2F7%3Fx%3D1')).toBe('/staff/enquiries/7?x=1');
  for (const hostile of ['?next=https://evil.example', '?next=//evil.example', '?next=/\\evil.example', '?next=javascript:alert(1)', '?next=', '']) {
    expect(returnPathFrom(hostile)).toBeUndefined();
  }
});
