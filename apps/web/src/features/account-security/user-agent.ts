import { t } from '@lingui/core/macro';

/* eslint-disable lingui/no-unlocalized-strings -- browser and system names are product names, the same in every language */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
/* eslint-enable lingui/no-unlocalized-strings */

/** The name of the first pattern the header matches, in order; null when none does. */
function first(userAgent: string, names: [RegExp, string][]): string | null {
  return names.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

/** "Firefox on Linux" from a browser's User-Agent header, for the sessions list; null when unknown. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  if (/^lug\b|node|undici|curl|python|Go-http-client/i.test(userAgent)) return t`A script or command-line tool`;
  const browser = first(userAgent, browsers);
  const system = first(userAgent, systems);
  if (browser && system) return t`${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
