import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstorableTextMessage } from "../../../server/lib/storable-text";
import { freePort, startRealServer } from "../support/real-server";

type Started = Awaited<ReturnType<typeof startRealServer>>;

/** A POST as a phone sends it: with its length, or in chunks (no length). */
function post(port: number, path: string, body: string, chunked = false) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(chunked ? {} : { "Content-Length": Buffer.byteLength(body) }),
        },
      },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (d) => {
          text += d;
        });
        answer.on("end", () => resolve({ status: answer.statusCode ?? 0, text }));
      },
    );
    call.on("error", reject);
    if (chunked) {
      // Two writes before the end: Node sends them as chunks, with no length.
      call.write(body.slice(0, 5));
      call.end(body.slice(5));
    } else call.end(body);
  });
}

// The bodies read straight from the connection (no web Request built): checked over the network,
// since a request made in the process never takes that path.
describe("request bodies over the network", { timeout: 60_000 }, () => {
  let server: Started;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = await startRealServer({ PORT: String(port) });
  }, 90_000);
  afterAll(() => server.stop());

  const search = (extra = "") => `{"service_id":1,"dates":["2030-01-01","2030-01-03"]${extra}}`;

  it("answers a JSON body sent with its length, and one sent in chunks", async () => {
    for (const chunked of [false, true]) {
      const answer = await post(port, "/api/booking/slots/get_slots_by_dates/", search(), chunked);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({});
    }
  });

  it("refuses a NUL in a JSON body in French, whichever way it is sent", async () => {
    for (const chunked of [false, true]) {
      const answer = await post(
        port,
        "/api/booking/slots/get_slots_by_dates/",
        search(',"note":"a\\u0000b"'),
        chunked,
      );
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ detail: unstorableTextMessage });
    }
  });

  it("says in French that a malformed body is malformed", async () => {
    const answer = await post(port, "/api/booking/slots/get_slots_by_dates/", "{not json");
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain("undefined");
  });
});
