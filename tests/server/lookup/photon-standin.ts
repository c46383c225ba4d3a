/**
 * A stand-in for a self-hosted Photon geocoder on 127.0.0.1: GET /api?q=&limit= answers the
 * GeoJSON features whose name, street or city contain the query, as Photon's API does. Tests can
 * make it fail (`failWith`), answer garbage or stall, and read the requests it received.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type PhotonMode = "ok" | "error" | "garbage" | "stall";

export interface PhotonStandIn {
  url: string;
  requests: URLSearchParams[];
  mode: PhotonMode;
  close(): Promise<void>;
}

const features = [
  {
    type: "Feature",
    geometry: { type: "Point", coordinates: [-88.5469, 47.1187] },
    properties: {
      osm_id: 24411530, osm_type: "W", osm_key: "amenity", osm_value: "university", type: "house",
      name: "Michigan Technological University", housenumber: "1400", street: "Townsend Drive",
      city: "Houghton", county: "Houghton County", state: "Michigan", postcode: "49931",
      country: "United States", countrycode: "US",
    },
  },
  {
    type: "Feature",
    geometry: { type: "Point", coordinates: [-88.5601, 47.1211] },
    properties: {
      osm_id: 5321, osm_type: "W", osm_key: "highway", osm_value: "residential", type: "street",
      name: "Townsend Drive", city: "Houghton", state: "Michigan", postcode: "49931",
      country: "United States", countrycode: "US",
    },
  },
  {
    type: "Feature",
    geometry: { type: "Point", coordinates: [-79.3957, 43.6629] },
    properties: {
      osm_id: 77, osm_type: "N", osm_key: "place", osm_value: "house", type: "house",
      housenumber: "27", street: "King's College Circle", city: "Toronto", state: "Ontario", postcode: "M5S 1A1",
      country: "Canada", countrycode: "CA",
    },
  },
];

function matching(q: string): unknown[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  return features.filter((f) => {
    const text = Object.values(f.properties).join(" ").toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

export async function startPhotonStandIn(): Promise<PhotonStandIn> {
  const requests: URLSearchParams[] = [];
  const standIn: PhotonStandIn = { url: "", requests, mode: "ok", close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/api") {
      res.writeHead(404).end();
      return;
    }
    requests.push(url.searchParams);
    if (standIn.mode === "stall") return;
    if (standIn.mode === "error") {
      res.writeHead(500, { "content-type": "text/plain" }).end("internal error");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    if (standIn.mode === "garbage") {
      res.end("<html>not json</html>");
      return;
    }
    const limit = Number(url.searchParams.get("limit") ?? 15);
    res.end(JSON.stringify({ type: "FeatureCollection", features: matching(url.searchParams.get("q") ?? "").slice(0, limit) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
