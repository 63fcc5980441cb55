/**
 * A TCP port for a server the tests start next (decap-server, `npm run cms`'s dev server,
 * WebKit's driver and its proxy).
 */
import net from "node:net";

/**
 * Resolves to a port on 127.0.0.1 that nothing listens on now: the system picks it for a
 * moment's listener, which is closed before the port is returned. Rejects if listening fails.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
