/**
 * A TCP proxy on 127.0.0.1 in front of a real server (the test PostgreSQL), that a test cuts and
 * restores: cut, every open connection is dropped and new ones are refused, as when the network
 * to the database fails; restored, it forwards again on the same port.
 */
import { type Server, type Socket, connect, createServer } from "node:net";

export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket): void => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const listen = (port: number): Promise<Server> =>
    new Promise((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on("error", () => upstream.destroy());
        upstream.on("error", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve(server));
    });
  let server: Server | null = await listen(0);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const cut = async (): Promise<void> => {
    const closing = server ? new Promise<void>((resolve) => server!.close(() => resolve())) : Promise.resolve();
    server = null;
    for (const socket of sockets) socket.destroy();
    await closing;
  };
  return {
    port,
    cut,
    async restore() {
      server ??= await listen(port);
    },
    close: cut,
  };
}
