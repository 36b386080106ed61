// What Session History says about where a login came from: the device as a player would name it
// (read from the User-Agent) and a coarse address, never the exact one.

export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown';

export interface Device {
  kind: DeviceKind;
  /** `Chrome 126`, `Safari 17`; null when the User-Agent names none the sandbox knows. */
  browser: string | null;
  /** `Windows`, `iOS 17.5`, `Android 14`, `macOS`; null when unknown. */
  os: string | null;
}

/** The longest User-Agent kept: real ones are a few hundred characters. */
export const USER_AGENT_MAX = 512;

// Order matters: Edge, Opera, Samsung Internet and Yandex say Chrome too, and Chrome says Safari.
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPT)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Yandex Browser', /\bYaBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:CriOS|Chrome)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

const WINDOWS_VERSIONS: Readonly<Record<string, string>> = { '6.1': 'Windows 7', '6.2': 'Windows 8', '6.3': 'Windows 8.1' };

function browserOf(userAgent: string): string | null {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return null;
}

const dotted = (major: string, minor: string | undefined): string => (minor && minor !== '0' ? `${major}.${minor}` : major);

function osOf(userAgent: string): string | null {
  const apple = /\b(iPhone|iPad|iPod)\b.*?\bOS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (apple?.[2]) return `${apple[1] === 'iPad' ? 'iPadOS' : 'iOS'} ${dotted(apple[2], apple[3])}`;
  const android = /\bAndroid (\d+)(?:\.(\d+))?/.exec(userAgent);
  if (android?.[1]) return `Android ${dotted(android[1], android[2])}`;
  const windows = /\bWindows NT (\d+\.\d+)/.exec(userAgent);
  if (windows?.[1]) return WINDOWS_VERSIONS[windows[1]] ?? 'Windows';
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bMac OS X\b/.test(userAgent)) return 'macOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return null;
}

function kindOf(userAgent: string): DeviceKind {
  if (/\biPad\b|\bTablet\b/.test(userAgent) || (/\bAndroid\b/.test(userAgent) && !/\bMobile\b/.test(userAgent))) return 'tablet';
  if (/\b(?:iPhone|iPod|Mobi|Android)\b|\bMobile\b/.test(userAgent)) return 'mobile';
  if (/\b(?:Windows NT|Macintosh|CrOS|X11|Linux)\b/.test(userAgent)) return 'desktop';
  return 'unknown';
}

/** The device a User-Agent describes; every part unknown without one. */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { kind: 'unknown', browser: null, os: null };
  return { kind: kindOf(userAgent), browser: browserOf(userAgent), os: osOf(userAgent) };
}

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array.from({ length: missing }, () => '0'), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
}

/**
 * An address as coarse as a network: IPv4 without its last part (`203.0.113.*`), IPv6 its first
 * three groups (`2001:db8:85a3:*`). Enough for a player to tell home from elsewhere, too little to
 * find anyone; null when there is no address to tell.
 */
export function coarseAddress(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16)).join(':')}:*` : null;
}
