import net from "node:net";

/** A client that sends a request's head at once, then its body one byte every `everyMs`, never finishing. */
export type Trickle = { closed: Promise<number>; stop: () => void };

export function trickle(port: number, head: string, everyMs: number): Trickle {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  socket.write(head);
  const timer = setInterval(() => socket.write("x"), everyMs);
  socket.on("error", () => {});
  socket.resume();
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  void closed.then(() => clearInterval(timer));
  return { closed, stop: () => socket.destroy() };
}

/** The head of a POST with these headers (the body follows, slowly). */
export const requestHead = (path: string, headers: Record<string, string>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
