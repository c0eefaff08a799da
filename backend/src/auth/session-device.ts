import { UAParser } from 'ua-parser-js';

/** The device fields of Appwrite's `Session` model, read from the login's User-Agent. */
export interface SessionDevice {
  osCode: string;
  osName: string;
  osVersion: string;
  clientType: string;
  clientCode: string;
  clientName: string;
  clientVersion: string;
  clientEngine: string;
  clientEngineVersion: string;
  deviceName: string;
  deviceBrand: string;
  deviceModel: string;
}

/**
 * Appwrite names operating systems and browsers as Matomo's device detector does (with its
 * short codes); ua-parser-js names a few of them differently. Names not listed pass through,
 * with an empty code: a client shows the name, and no code is better than a wrong one.
 */
const operatingSystems: Record<string, { name: string; code: string }> = {
  Windows: { name: 'Windows', code: 'WIN' },
  'Mac OS': { name: 'Mac', code: 'MAC' },
  macOS: { name: 'Mac', code: 'MAC' },
  iOS: { name: 'iOS', code: 'IOS' },
  Android: { name: 'Android', code: 'AND' },
  Linux: { name: 'GNU/Linux', code: 'LIN' },
  Ubuntu: { name: 'Ubuntu', code: 'UBT' },
  Debian: { name: 'Debian', code: 'DEB' },
  Fedora: { name: 'Fedora', code: 'FED' },
  'Chromium OS': { name: 'Chrome OS', code: 'COS' },
};

const browsers: Record<string, { name: string; code: string }> = {
  Chrome: { name: 'Chrome', code: 'CH' },
  'Chrome Headless': { name: 'Headless Chrome', code: 'HC' },
  'Mobile Chrome': { name: 'Chrome Mobile', code: 'CM' },
  Chromium: { name: 'Chromium', code: 'CR' },
  Firefox: { name: 'Firefox', code: 'FF' },
  'Mobile Firefox': { name: 'Firefox Mobile', code: 'FM' },
  Safari: { name: 'Safari', code: 'SF' },
  'Mobile Safari': { name: 'Mobile Safari', code: 'MF' },
  Edge: { name: 'Microsoft Edge', code: 'PS' },
  Opera: { name: 'Opera', code: 'OP' },
  'Samsung Browser': { name: 'Samsung Browser', code: 'SB' },
  IE: { name: 'Internet Explorer', code: 'IE' },
};

/** ua-parser-js device types as Matomo names them; no type on a desktop system is a desktop. */
const deviceTypes: Record<string, string> = {
  mobile: 'smartphone',
  tablet: 'tablet',
  smarttv: 'tv',
  console: 'console',
  wearable: 'wearable',
  embedded: 'peripheral',
};
const desktopSystems = new Set(['Windows', 'Mac', 'GNU/Linux', 'Ubuntu', 'Debian', 'Fedora', 'Chrome OS']);

/** Matomo reports versions to the minor number at most ("70.0" for Chrome 70.0.3538.77, "10" for Windows 10). */
function majorMinor(version: string | undefined): string {
  return version ? version.split('.').slice(0, 2).join('.') : '';
}

export function sessionDeviceOf(userAgent: string): SessionDevice {
  const { browser, engine, os, device } = new UAParser(userAgent).getResult();
  const system = os.name ? (operatingSystems[os.name] ?? { name: os.name, code: '' }) : { name: '', code: '' };
  const client = browser.name ? (browsers[browser.name] ?? { name: browser.name, code: '' }) : { name: '', code: '' };
  const deviceName = device.type ? (deviceTypes[device.type] ?? device.type) : desktopSystems.has(system.name) ? 'desktop' : '';
  const isDesktop = deviceName === 'desktop';
  return {
    osCode: system.code,
    osName: system.name,
    osVersion: majorMinor(os.version),
    clientType: client.name ? 'browser' : '',
    clientCode: client.code,
    clientName: client.name,
    clientVersion: majorMinor(browser.version),
    clientEngine: engine.name ?? '',
    clientEngineVersion: engine.version ?? '',
    deviceName,
    // A desktop's maker is not in its User-Agent (ua-parser-js guesses "Apple" from "Macintosh").
    deviceBrand: isDesktop ? '' : (device.vendor ?? ''),
    deviceModel: isDesktop ? '' : (device.model ?? ''),
  };
}
