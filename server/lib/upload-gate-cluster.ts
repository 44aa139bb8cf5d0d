import cluster from "node:cluster";
import type { LocalUploadGate, UploadAdmission, UploadGate } from "./upload-gate";

type Ask =
  | { uploadGate: "admit"; id: number; userId: number }
  | { uploadGate: "done"; userId: number; turn: string; counted: boolean };
type Answer = { uploadGate: "answer"; id: number; admission: UploadAdmission };

/** An answer that never comes (the primary stopping) is taken as "busy", not waited for forever. */
const ANSWER_MS = 10_000;

/**
 * In the primary: one gate for all the serving processes, so a member's photos are counted and
 * taken one at a time across them, not once per process. A process that ends lets its turns go.
 */
export function shareUploadGate(gate: LocalUploadGate) {
  cluster.on("message", (worker, message: Ask) => {
    if (message?.uploadGate === "admit") {
      const answer: Answer = {
        uploadGate: "answer",
        id: message.id,
        admission: gate.admitNow(message.userId, `${worker.id}:`),
      };
      if (worker.isConnected()) worker.send(answer);
    } else if (message?.uploadGate === "done") gate.done(message.userId, message.turn, message.counted);
  });
  cluster.on("exit", (worker) => gate.forgetOwner(`${worker.id}:`));
}

/** In a serving process: the primary's gate, asked over the cluster's channel. */
export function primaryUploadGate(): UploadGate {
  const waiting = new Map<number, (admission: UploadAdmission) => void>();
  let next = 0;
  process.on("message", (message: Answer) => {
    if (message?.uploadGate !== "answer") return;
    waiting.get(message.id)?.(message.admission);
    waiting.delete(message.id);
  });
  const send = (message: Ask) => process.send?.(message);
  return {
    admit: (userId) =>
      new Promise((resolve) => {
        const id = ++next;
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve({ ok: false, reason: "busy" });
        }, ANSWER_MS);
        timer.unref();
        waiting.set(id, (admission) => {
          clearTimeout(timer);
          resolve(admission);
        });
        send({ uploadGate: "admit", id, userId });
      }),
    done: (userId, turn, counted = true) => {
      send({ uploadGate: "done", userId, turn, counted });
    },
  };
}
