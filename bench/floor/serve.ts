/**
 * Serves a built floor page the way the product serves the app: brotli and gzip copies written
 * beside each file, sent by @fastify/static to a browser that accepts them, so the floor and the
 * app differ in what they send, not in how.
 */
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { precompressDir } from "../../scripts/build/precompress.ts";

export interface RunningFloor {
  url: string;
  stop(): Promise<void>;
}

export async function serveFloor(dir: string): Promise<RunningFloor> {
  await precompressDir(dir);
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: dir, preCompressed: true });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, stop: () => app.close() };
}
