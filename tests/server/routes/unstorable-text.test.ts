import { describe, expect, it } from "vitest";
import { unstorableTextMessage } from "../../../server/lib/storable-text";
import { makeTestApp } from "../harness";
import { staffMember } from "../staff/staff-harness";

const refused = { status: 400, data: { detail: unstorableTextMessage } };

describe("a character no database keeps (NUL, half a UTF-16 pair) is a 400, never a 500", () => {
  it("in the address or the query, on public, member, staff, payment and sandbox routes", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const staff = await staffMember(t, "reception");
    const addresses: [string, string, string?][] = [
      ["GET", "/api/booking/services/?search=%00"],
      ["GET", "/api/booking/slots/?service_id=4&date=2026-03-04%00"],
      ["GET", "/api/payments/paiement/orange-money/get-status/%00/", access],
      ["GET", "/api/booking/booking/validated?page=%00", access],
      ["POST", "/api/staff/refunds/%00/done/", staff.access],
      ["GET", "/api/staff/clients/?search=a%00b", staff.access],
      ["GET", "/sandbox/checkout/%00"],
      ["POST", "/sandbox/orange-money/%00/pay"],
    ];
    for (const [method, path, token] of addresses)
      expect(await t.api.raw(method, path, { token }), `${method} ${path}`).toMatchObject(refused);
  });

  it("in a JSON or form body, however it is declared", async () => {
    const t = await makeTestApp();
    const { access } = await t.loginDemo();
    const staff = await staffMember(t, "reception");
    const nul = String.fromCharCode(0);
    const half = String.fromCharCode(0xd800);
    const bodies: [string, string, unknown, string?][] = [
      ["POST", "/api/accounts/login/", { username: `demo${nul}@example.com`, password: "x" }],
      [
        "POST",
        "/api/notifications/contact-us",
        { name: "Awa", email: "awa@example.com", message: `Bonjour${half}` },
      ],
      ["PATCH", "/api/accounts/profile/", { first_name: `Awa${nul}` }, access],
      ["POST", "/api/staff/clients/1/credits/", { delta: 1, reason: `x${nul}` }, staff.access],
      ["POST", "/api/staff/team/", { email: "a@b.example", role: "admin", [`k${nul}`]: 1 }, staff.access],
    ];
    for (const [method, path, json, token] of bodies)
      expect(await t.api.raw(method, path, { json, token }), `${method} ${path}`).toMatchObject(refused);
    // Declared as text, or as a form: the same.
    const asText = await t.api.raw("POST", "/api/accounts/login/", {
      body: JSON.stringify({ username: `demo${nul}@example.com`, password: "x" }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(asText).toMatchObject(refused);
    const form = await t.api.raw("POST", "/api/webhooks/orange-money/", {
      body: "status=SUCCESS&txnid=a%00b",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form).toMatchObject(refused);
    // A multipart form's text fields: checked by the route with the rest.
    const multipart = new FormData();
    multipart.set("first_name", `Awa${nul}`);
    const photoForm = await t.api.raw("PATCH", "/api/accounts/profile/", { body: multipart, token: access });
    expect(photoForm.status).toBe(400);
    expect(JSON.stringify(photoForm.data)).toContain(unstorableTextMessage);
    // What looks like an escape but is text stays accepted.
    const escaped = await t.api.raw("PATCH", "/api/accounts/profile/", {
      body: '{"first_name":"A\\\\u0000wa"}',
      headers: { "Content-Type": "application/json" },
      token: access,
    });
    expect(escaped.status).toBe(200);
  });
});
