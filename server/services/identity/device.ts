/**
 * "Chrome on Android" from a User-Agent header: enough for a creator to recognise a device in their
 * list of sessions. The raw header is never stored (it is long and can identify a person).
 */
export function describeDevice(userAgent: string | undefined | null): string {
  const ua = (userAgent ?? "").slice(0, 512);
  if (ua === "") return "";
  const browser = firstMatch(ua, [
    [/EdgA?\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/SamsungBrowser\//, "Samsung Internet"],
    [/Firefox\/|FxiOS\//, "Firefox"],
    [/CriOS\/|Chrome\//, "Chrome"],
    [/Version\/[\d.]+.*Safari\//, "Safari"],
  ]);
  const system = firstMatch(ua, [
    [/Android/, "Android"],
    [/iPhone|iPod/, "iPhone"],
    [/iPad/, "iPad"],
    [/CrOS/, "ChromeOS"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/Linux/, "Linux"],
  ]);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

function firstMatch(text: string, rules: [RegExp, string][]): string | null {
  for (const [pattern, name] of rules) if (pattern.test(text)) return name;
  return null;
}
