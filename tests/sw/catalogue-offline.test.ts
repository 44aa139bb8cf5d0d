import { beforeAll, describe, expect, it } from "vitest";
import { answerList } from "../../sw/catalogue-offline";
import { makeTestApp } from "../server/harness";

type Page = { count: number; results: { id: number }[] };
type Answer = { status: number; count?: number; ids?: number[] };

let server: Awaited<ReturnType<typeof makeTestApp>>;
/** What the service worker keeps: the whole catalogue, as one page of 100. */
let catalogue: { id: number }[] = [];

beforeAll(async () => {
  server = await makeTestApp();
  const full = await server.api.get("booking/services/?page=1&page_size=100");
  catalogue = (full.data as Page).results;
});

async function online(query: string): Promise<Answer> {
  const res = await server.api.get(`booking/services/?${query}`);
  if (res.status !== 200) return { status: res.status };
  const page = res.data as Page;
  return { status: 200, count: page.count, ids: page.results.map((s) => s.id) };
}

async function offline(query: string): Promise<Answer> {
  const res = answerList(catalogue, new URL(`http://app.test/api/booking/services/?${query}`));
  if (res.status !== 200) return { status: res.status };
  const page = (await res.json()) as Page;
  return { status: 200, count: page.count, ids: page.results.map((s) => s.id) };
}

const queries = [
  "",
  "page=1&page_size=6",
  "page=2&page_size=6",
  "page=3&page_size=5",
  "page=4&page_size=5",
  "page=99",
  "page=0&page_size=0",
  "page=abc&page_size=-3",
  "page_size=150",
  "page_size=100&type=basic",
  "page=1&page_size=100&type=custom",
  "type=vip",
  "type=",
  "search=massage&search_fields=name,description&page_size=100",
  "search=MASSAGE&search_fields=name,description",
  "search=massage",
  "search=karit&search_fields=name,description",
  "search=karit&search_fields=name",
  "search=karit&search_fields=short_description,description",
  "search=karit&search_fields=inconnu",
  "search=su%C3%A9dois&search_fields=name",
  "search=suedois&search_fields=name",
  "search=SU%C3%89DOIS&search_fields=name",
  "search=%25&search_fields=name,description",
  "search=preparation&search_fields=name,description",
  "search=PR%C3%89PARATION&search_fields=name",
  "search=karite&search_fields=description",
  "search=prenatal&search_fields=short_description",
  "search=%C5%93&search_fields=name,description",
  "search=_&search_fields=name,description",
  "search=%20%20yoga%20%20&search_fields=name,description",
  `search=${"a".repeat(101)}`,
  "search=zzzz&search_fields=name,description",
  "search=zzzz&page=2",
  "search=massage&type=custom&search_fields=name,description",
  "search=e&search_fields=name,description&page=2&page_size=3",
  "page=2&page=1&page_size=5",
];

describe("the offline catalogue answers as the server does", () => {
  it("was given a real catalogue to work from", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(12);
  });

  it.each(queries)("GET booking/services/?%s", async (query) => {
    const expected = await online(query);
    expect(await offline(query)).toEqual(expected);
  });
});
