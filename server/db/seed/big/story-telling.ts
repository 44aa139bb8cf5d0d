import type { quote } from "../../../domain/pricing";
import type { NewRow, Row } from "../../tables";
import type { DeskMethod, PaymentProvider } from "../../tables/payments";
import type { AuditDraft } from "./audit";
import type { Draft } from "./drafts";
import type { MemoryLedger } from "./ledger";
import type { Client, Staff } from "./people";
import type { Rng } from "./random";

/** What the parts of the centre's story share: its units of time, its rows, what each part draws from. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const HOLD = 15 * MINUTE;
export const deskMethods: DeskMethod[] = ["cash", "card", "orange_money", "wave"];
export const deskLabels: Record<DeskMethod, string> = {
  cash: "espèces",
  card: "carte",
  orange_money: "Orange Money",
  wave: "Wave",
};

export type Story = {
  bookings: NewRow<"bookings">[];
  payments: NewRow<"payments">[];
  venuePayments: NewRow<"venuePayments">[];
  audit: AuditDraft[];
};

export type Wallet = "wave" | "orange_money";
export type Team = { admins: Staff[]; desk: Staff[] };

/** The provider of a wallet's payment. */
export const provider = (pay: Wallet): PaymentProvider => (pay === "wave" ? "wave" : "orange-money");
/** The method code of a wallet's payment. */
export const method = (pay: Wallet): "PAY03" | "PAY04" => (pay === "wave" ? "PAY03" : "PAY04");

/** What `tellStory` sets up once for the parts of the story: the draws, the rows, the ledger, the clock. */
export type Telling = {
  rng: Rng;
  story: Story;
  ledger: MemoryLedger;
  packs: Row<"creditPacks">[];
  now: number;
  /** Runs `run` at instant `t`; of one instant, the lower `order` first. */
  at: (t: number, order: number, run: () => void) => void;
  /** Bookings paid at the desk so far. */
  venueCount: number;
  receptionist: () => Staff;
  admin: () => Staff;
  /** Writes a provider payment. */
  payment: (row: Omit<NewRow<"payments">, "id" | "launchUrl" | "checkedAt">) => void;
};

/** One booking as the story tells it: its draft, the row written, and what its events read. */
export type Booked = {
  /** Its rank in the order the bookings were made. */
  i: number;
  id: number;
  d: Draft;
  slot: Draft["slot"];
  client: Client;
  service: Draft["slot"]["service"];
  price: ReturnType<typeof quote>;
  row: NewRow<"bookings"> & { id: number };
  what: string;
  confirmAt: number;
  unpaid: boolean;
};
