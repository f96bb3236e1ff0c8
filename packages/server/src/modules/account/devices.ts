import { isIP } from 'node:net';

/**
 * Human labels for the sessions list. No external geo-location service exists here, so the "place" of a sign-in
 * is what can honestly be said from the address itself: this device, a private network, or a public IP address.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return 'Unknown device';
  const browser = /\bEdg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /\bOPR\/|\bOpera\b/.test(ua)
      ? 'Opera'
      : /\bSamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /\bFirefox\/|\bFxiOS\//.test(ua)
          ? 'Firefox'
          : /\bCriOS\/|\bChrome\/|\bChromium\/|HeadlessChrome\//.test(ua)
            ? 'Chrome'
            : /\bSafari\//.test(ua) && /\bVersion\//.test(ua)
              ? 'Safari'
              : /\bcurl\//i.test(ua)
                ? 'curl'
                : null;
  const os = /\b(iPhone|iPod)\b/.test(ua)
    ? 'iPhone'
    : /\biPad\b/.test(ua)
      ? 'iPad'
      : /\bAndroid\b/.test(ua)
        ? 'Android'
        : /\bWindows\b/.test(ua)
          ? 'Windows'
          : /\bCrOS\b/.test(ua)
            ? 'ChromeOS'
            : /\bMac OS X\b|\bMacintosh\b/.test(ua)
              ? 'macOS'
              : /\bLinux\b/.test(ua)
                ? 'Linux'
                : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

export function isMobileAgent(userAgent: string | null | undefined): boolean {
  return /\b(Mobile|Android|iPhone|iPod)\b/.test(userAgent ?? '');
}

function ipv4Parts(ip: string): number[] | null {
  const m = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(ip);
  return m ? m.slice(1).map(Number) : null;
}

export interface NetworkLabel {
  /** e.g. "This computer (127.0.0.1)", "Private network (192.168.0.12)", "Public IP 102.89.34.12". */
  label: string;
  ip: string | null;
}

export function describeNetwork(ip: string | null | undefined): NetworkLabel {
  if (!ip || !isIP(ip.replace(/^::ffff:/i, ''))) return { label: 'Unknown network', ip: null };
  const v4 = ipv4Parts(ip);
  const shown = v4 ? v4.join('.') : ip;
  if (v4) {
    const [a, b] = v4;
    if (a === 127) return { label: `This computer (${shown})`, ip: shown };
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) {
      return { label: `Private network (${shown})`, ip: shown };
    }
    if (a === 100 && b >= 64 && b <= 127) return { label: `Mobile carrier network (${shown})`, ip: shown };
    return { label: `Public IP ${shown}`, ip: shown };
  }
  const lower = ip.toLowerCase();
  if (lower === '::1') return { label: `This computer (${ip})`, ip };
  if (lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80'))
    return { label: `Private network (${ip})`, ip };
  return { label: `Public IP ${ip}`, ip };
}
