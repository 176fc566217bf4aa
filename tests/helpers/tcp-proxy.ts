/**
 * A TCP proxy in front of a server that a test can cut: `down()` stops listening and drops every
 * open connection (as a crashed or unreachable database looks to the app), `up()` listens again on
 * the same port. The shared PostgreSQL server itself is never stopped.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  up(): Promise<void>;
  down(): Promise<void>;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const down = async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (server) {
      const closing = server;
      server = undefined;
      await new Promise((resolve) => closing.close(resolve));
    }
  };

  return {
    port,
    async up() {
      if (server) return;
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    down,
    close: down,
  };
}
