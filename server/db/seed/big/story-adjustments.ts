import type { MemoryLedger } from "./ledger";
import type { Client } from "./people";
import type { Rng } from "./random";
import { DAY } from "./slots";
import type { Story, Team } from "./story-telling";

/**
 * Packs bought ahead (some never used up: their credits expire), and the staff's adjustments by
 * hand, given and taken, among the bookings.
 */
export function addPurchasesAndAdjustments(
  rng: Rng,
  clients: Client[],
  team: Team,
  now: number,
  at: (t: number, order: number, run: () => void) => void,
  ledger: MemoryLedger,
  story: Story,
  buyPack: (client: Client, t: number, atLeast: number) => void,
  byId: Map<number, Client>,
) {
  const base = 1_000_000_000;
  for (const [i, client] of clients.entries()) {
    // The first client's credits run out at this very instant: expired, no longer live (an edge).
    const edge = now - 180 * DAY;
    if (i === 0 && client.createdAt <= edge)
      at(edge, base + i, () =>
        ledger.grant(client.id, 50, edge, now, {
          origin: "purchase",
          serviceName: "Pack Essentiel",
          creditRealPrice: 50000,
          staffEntry: "pack_sale",
          saleMethod: "cash",
          staffId: team.desk[0]?.id ?? null,
        }),
      );
    if (!rng.chance(0.25)) continue;
    const t = client.createdAt + Math.floor(rng.next() * (now - client.createdAt));
    at(t, base + i, () => buyPack(client, t, 1));
  }
  const reasons = [
    "Geste commercial",
    "Séance écourtée",
    "Erreur de caisse corrigée",
    "Compensation d'un retard",
  ];
  const adjustments = Math.max(2, Math.round(clients.length * 0.05));
  for (let k = 0; k < adjustments; k++) {
    const client = rng.pick(clients);
    const t = client.createdAt + Math.floor(rng.next() * (now - client.createdAt));
    const give = k === 0 || rng.chance(0.7);
    const delta = give ? rng.int(2, 30) : -rng.int(1, 10);
    const staff = rng.pick(team.admins.length ? team.admins : team.desk);
    const reason = give ? rng.pick(reasons) : "Correction d'un ajout en double";
    at(t, base * 2 + k, () => {
      const line = {
        staffEntry: "adjustment" as const,
        staffId: staff.id,
        note: reason,
        serviceName: "Ajustement du centre",
      };
      const done = give
        ? ledger.grant(client.id, delta, t, t + 365 * DAY, { ...line, origin: "refund" }) > 0
        : ledger.spend(client.id, -delta, t, null, { ...line, origin: "booking" });
      if (!done) return;
      const who = byId.get(client.id) ?? client;
      story.audit.push({
        at: t,
        staffId: staff.id,
        action: "client.credits_adjusted",
        bookingId: null,
        clientId: client.id,
        summary: `Crédits de ${who.name} <${who.email}> ajustés de ${delta > 0 ? "+" : ""}${delta} : ${reason}`,
        data: { delta, reason },
      });
    });
  }
}
