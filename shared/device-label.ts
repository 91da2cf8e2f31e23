import { fill } from "./i18n/catalogue.ts";

/**
 * A signed-in device in the page's language. The server stores it in English as "Chrome on Android",
 * "Chrome", "Android", "Unknown device" or "" (server/services/identity/device.ts); `deviceOn` is the
 * catalogue's "{browser} on {system}", `unknownDevice` its "Unknown device". Browser and system names
 * are product names and stay as they are; "" stays empty (the page says what it means there).
 */
export function deviceLabel(device: string, words: { deviceOn: string; unknownDevice: string }): string {
  if (device === "Unknown device") return words.unknownDevice;
  const parts = /^(.+?) on (.+)$/.exec(device);
  return parts ? fill(words.deviceOn, { browser: parts[1] ?? "", system: parts[2] ?? "" }) : device;
}
