// A TCP proxy in front of a real server (node:net) that can go silent: while silent it keeps every
// connection open and accepts new ones, but drops every byte both ways, as a stuck proxy or a
// network partition without resets does. Bytes dropped meanwhile are lost for good, so a client
// that keeps its old connection afterwards is out of step with the server.
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';

export interface SilentProxy {
  /** `redis://127.0.0.1:<port>`-style address: the proxy's host and port. */
  host: string;
  port: number;
  /** Drop every byte from now on (connections stay open). */
  silence(): void;
  /** Forward again, on the connections that are open and on new ones. */
  speak(): void;
  close(): Promise<void>;
}

export async function startSilentProxy(target: {
  host: string;
  port: number;
}): Promise<SilentProxy> {
  let silent = false;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.on('data', (chunk) => {
      if (!silent) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!silent) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    host: '127.0.0.1',
    port,
    silence: () => {
      silent = true;
    },
    speak: () => {
      silent = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
