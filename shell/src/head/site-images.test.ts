import fs from 'node:fs';
import path from 'node:path';
import { OG_IMAGE } from '@rcm/shared';

const publicDir = path.join(__dirname, '../../public');

test("the site's link preview picture is a PNG of the size the head names (WEB-7)", () => {
  const png = fs.readFileSync(path.join(publicDir, path.basename(OG_IMAGE.path)));
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The IHDR chunk: width and height, big-endian, right after the signature and chunk header.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_IMAGE.width, OG_IMAGE.height]);
  // A picture, not a flat placeholder: far more than a blank image compresses to.
  expect(png.length).toBeGreaterThan(20_000);
});

test('/favicon.ico is there for the clients that ask for it, an ICO holding the favicon as a PNG (WEB-7)', () => {
  const ico = fs.readFileSync(path.join(publicDir, 'favicon.ico'));
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
  expect(ico.subarray(23, 26).toString()).toBe('PNG');
});
